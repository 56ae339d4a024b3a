"""cmutate_test - what cmutate.py writes, on a made-up C source (unittest)."""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cmutate  # noqa: E402

SOURCE = r'''// a comment: x < y
#include <linux/types.h>
#define STEP(x) do {    \
    x += 2;        \
} while (0)

static int f(struct thing *t, const char *s, int n)
{
    int *p = &n;
    unsigned long m = ~0UL;

    if (n < 3 && !t)
        return 0;
    while (n)
        STEP(n);
    n = n * 4 - (*p ^ 1);
    t->count++;
    return -1 + (m >> 2);
}
'''


def keyed(ms):
    return {m.key: m for m in ms}


class Mutants(unittest.TestCase):
    def setUp(self):
        self.ms = cmutate.mutants(SOURCE)
        self.keys = keyed(self.ms)

    def test_numbered_in_order_without_twins(self):
        self.assertEqual([m.id for m in self.ms], list(range(1, len(self.ms) + 1)))
        self.assertEqual(len(self.keys), len(self.ms))

    def test_comments_includes_and_declarations_are_left_alone(self):
        for m in self.ms:
            self.assertGreater(m.line, 2, m.key)
            # the pointer declarators and the address-of are no operators
            self.assertNotIn('int *p = &n; @', m.key.split(' -> ')[0][4:18], m.key)
        self.assertFalse([m for m in self.ms if m.line == 7], 'the signature is not code')

    def test_each_operator(self):
        want = [
            'ROR if (n < 3 && !t) @6 < -> <=',
            'LCR if (n < 3 && !t) @10 && -> ||',
            'UOD if (n < 3 && !t) @13 ! -> (nothing)',
            'CRP if (n < 3 && !t) @8 3 -> 2',
            'CNG if (n < 3 && !t) @4 n < 3 && !t -> !(n < 3 && !t)',
            'RVR return 0; @7 0 -> -1',
            'RVR return -1 + (m >> 2); @7 -1 + (m >> 2) -> 0',
            'AOR n = n * 4 - (*p ^ 1); @6 * -> /',
            'BOR n = n * 4 - (*p ^ 1); @16 ^ -> &',
            'BOR return -1 + (m >> 2); @15 >> -> <<',
            'AOR t->count++; @8 ++ -> --',
            'SDL t->count++; @0 t->count++; -> ;',
            'SDL STEP(n); @0 STEP(n); -> ;',
            'UOD unsigned long m = ~0UL; @18 ~ -> (nothing)',
            'CRP unsigned long m = ~0UL; @19 0UL -> 1UL',
            'AOR x += 2; \\ @2 += -> -=',
            'CNG } while (0) @9 0 -> !(0)',
            'CNG while (n) @7 n -> !(n)',
        ]
        for key in want:
            self.assertIn(key, self.keys)

    def test_unary_minus_and_deref_are_not_replaced(self):
        for m in self.ms:
            if m.op == 'AOR' and m.key.startswith('AOR return -1'):
                self.assertNotIn('@7 -', m.key)
            self.assertFalse(m.op == 'AOR' and '@13 *' in m.key, m.key)

    def test_a_mutant_changes_one_place(self):
        m = self.keys['ROR if (n < 3 && !t) @6 < -> <=']
        out = m.apply(SOURCE)
        self.assertIn('if (n <= 3 && !t)', out)
        self.assertEqual(out.replace('n <= 3', 'n < 3'), SOURCE)

    def test_keys_hold_when_lines_move(self):
        moved = cmutate.mutants('\n\n// more\n' + SOURCE)
        self.assertEqual([m.key for m in moved], [m.key for m in self.ms])
        self.assertEqual(moved[0].line, self.ms[0].line + 3)

    def test_repeated_lines_are_told_apart(self):
        ms = cmutate.mutants('void g(int a)\n{\n\ta++;\n\ta++;\n}\n')
        self.assertEqual(sorted(m.key for m in ms if m.op == 'SDL'),
                         ['SDL a++; #2 @0 a++; -> ;', 'SDL a++; @0 a++; -> ;'])

    def test_unreadable_source_is_an_error(self):
        with self.assertRaises(ValueError):
            cmutate.mutants('int f(void)\n{\n\treturn 1 @ 2;\n}\n')


if __name__ == '__main__':
    unittest.main()
