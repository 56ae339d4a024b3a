"""cmutate - every first-order mutant of a C source by the standard operators.

A small mutation tool of the project's own (Debian packages none for C):
it reads the source as tokens (comments, strings and the preprocessor's
lines other than #define kept apart) and writes, in the code of function
and macro bodies, one mutant per change of one of these operators:

  ROR  relational operator replaced (< <= > >= == != by each other)
  AOR  arithmetic operator replaced (+ - * / % and their compound forms)
  LCR  logical connector replaced (&& and ||)
  BOR  bitwise operator replaced (& | ^ and their compound forms, << >>)
  UOD  unary operator deleted (! and ~)
  CRP  integer constant replaced (c+1, c-1 and 0)
  CNG  condition negated (of if and while)
  SDL  statement deleted (expression statements, goto, break, continue)
  RVR  return value replaced (0 by -1, anything else by 0)

Each mutant has a key that names it without its line number (the
operator, the line's text, where in that line, the replacement), so that
a list of equivalent mutants holds while lines move (a line whose text
repeats is told by its count, "#2").
"""

import re

TOKEN_RE = re.compile(r"""
    (?P<space>[ \t\r\f\v]+|\\\n|\n)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<string>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')
  | (?P<number>0[xX][0-9a-fA-F]+[uUlL]*|[0-9]+[uUlL]*)
  | (?P<ident>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<op><<=|>>=|\.\.\.|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=
        |[-+*/%&|^~!<>=?:;,.(){}\[\]#])
""", re.S | re.X)

KEYWORDS = {
    'if', 'else', 'while', 'for', 'do', 'switch', 'case', 'default', 'return',
    'goto', 'break', 'continue', 'sizeof', 'struct', 'union', 'enum', 'const',
    'static', 'volatile', 'inline', 'typeof', '__typeof__', 'extern',
}
TYPES = {
    'void', 'char', 'short', 'int', 'long', 'unsigned', 'signed', 'bool',
    'u8', 'u16', 'u32', 'u64', 'size_t', 'ssize_t', 'float', 'double',
}
RELATIONAL = ['<', '<=', '>', '>=', '==', '!=']
ARITHMETIC = ['+', '-', '*', '/', '%']
BITWISE = ['&', '|', '^']
OPERATORS = ['ROR', 'AOR', 'LCR', 'BOR', 'UOD', 'CRP', 'CNG', 'SDL', 'RVR']


class Token:
    """One token: its kind, text and offset in the source."""

    def __init__(self, kind, text, start):
        self.kind, self.text, self.start = kind, text, start
        self.end = start + len(text)
        self.code = False       # in a function's or a macro's body

    def __repr__(self):
        return 'Token(%r, %r, %d)' % (self.kind, self.text, self.start)


class Mutant:
    """One change of the source: [start, end) becomes text."""

    def __init__(self, src, op, start, end, text):
        self.op, self.start, self.end, self.text = op, start, end, text
        self.line = src.count('\n', 0, start) + 1
        line_start = src.rfind('\n', 0, start) + 1
        line_end = src.find('\n', start)
        line = src[line_start:line_end if line_end >= 0 else len(src)]
        self.where = start - line_start - (len(line) - len(line.lstrip()))
        self.orig = src[start:end]
        text_of_line = ' '.join(line.split())
        # (the how-manyth line of that text: some lines repeat)
        nth = sum(1 for other in src[:line_start].split('\n')
                  if ' '.join(other.split()) == text_of_line)
        if nth:
            text_of_line += ' #%d' % (nth + 1)
        self.key = '%s %s @%d %s -> %s' % (op, text_of_line, self.where,
                                           ' '.join(self.orig.split()),
                                           ' '.join(text.split()) or '(nothing)')
        self.id = 0

    def apply(self, src):
        return src[:self.start] + self.text + src[self.end:]


def tokenize(src):
    """The source's tokens other than blanks and comments; each says
    whether it is code of a function's body or of a #define's."""
    tokens, pos, at_line_start = [], 0, True
    directive = None        # 'define', 'other' or None
    depth = 0
    while pos < len(src):
        m = TOKEN_RE.match(src, pos)
        if not m:
            raise ValueError('cannot read the source at offset %d: %r'
                             % (pos, src[pos:pos + 20]))
        kind, text = m.lastgroup, m.group()
        pos = m.end()
        if kind == 'space':
            if text == '\n':
                at_line_start, directive = True, None
            continue
        if kind == 'comment':
            continue
        if text == '#' and at_line_start:
            directive = 'pending'
            at_line_start = False
            continue
        at_line_start = False
        if directive == 'pending':
            directive = 'define' if text == 'define' else 'other'
            continue
        if directive == 'other':
            continue
        tok = Token(kind, text, m.start())
        if directive == 'define':
            tok.code = True
            tok.directive = True
        else:
            tok.directive = False
            if text == '{':
                depth += 1
            elif text == '}':
                depth -= 1
            tok.code = depth > 0 or text == '}'
        tokens.append(tok)
    return tokens


def is_operand_end(tokens, i):
    """True when tokens[i] can end an operand (so that an operator after it
    is binary): not a keyword, a type's name or a struct's tag."""
    tok = tokens[i]
    if i and tokens[i - 1].text in ('struct', 'union', 'enum'):
        return False
    if tok.kind == 'number':
        return True
    if tok.kind == 'ident':
        return tok.text not in KEYWORDS and tok.text not in TYPES
    return tok.text in (')', ']')


def matching(tokens, i):
    """The index of the bracket that closes tokens[i]'s."""
    pairs = {'(': ')', '[': ']', '{': '}'}
    want, depth = pairs[tokens[i].text], 0
    for j in range(i, len(tokens)):
        if tokens[j].text == tokens[i].text:
            depth += 1
        elif tokens[j].text == want:
            depth -= 1
            if depth == 0:
                return j
    raise ValueError('unbalanced %r at offset %d' % (tokens[i].text, tokens[i].start))


def constant_values(text):
    """CRP's replacements of an integer literal, its suffix kept."""
    m = re.match(r'(0[xX][0-9a-fA-F]+|[0-9]+)([uUlL]*)$', text)
    value, suffix = int(m.group(1), 0), m.group(2)
    out = [value + 1]
    if value > 0:
        out.append(value - 1)
    if value not in (0, 1):
        out.append(0)
    return ['%d%s' % (v, suffix) for v in out]


def operator_mutants(src, tokens):
    for i, tok in enumerate(tokens):
        if not tok.code or tok.kind != 'op' or i == 0:
            continue
        binary = is_operand_end(tokens, i - 1)
        if tok.directive and tokens[i - 1].text == '#':
            continue
        t = tok.text
        if binary and t in RELATIONAL:
            choices = [('ROR', r) for r in RELATIONAL if r != t]
        elif binary and t in ARITHMETIC:
            choices = [('AOR', r) for r in ARITHMETIC if r != t]
        elif t.endswith('=') and t[:-1] in ARITHMETIC:
            choices = [('AOR', r + '=') for r in ARITHMETIC if r != t[:-1]]
        elif t in ('++', '--'):
            choices = [('AOR', '--' if t == '++' else '++')]
        elif t in ('&&', '||'):
            choices = [('LCR', '||' if t == '&&' else '&&')]
        elif binary and t in BITWISE:
            choices = [('BOR', r) for r in BITWISE if r != t]
        elif t.endswith('=') and t[:-1] in BITWISE:
            choices = [('BOR', r + '=') for r in BITWISE if r != t[:-1]]
        elif t in ('<<', '>>'):
            choices = [('BOR', '>>' if t == '<<' else '<<')]
        elif t in ('<<=', '>>='):
            choices = [('BOR', '>>=' if t == '<<=' else '<<=')]
        elif t in ('!', '~'):
            choices = [('UOD', '')]
        else:
            continue
        for op, text in choices:
            yield Mutant(src, op, tok.start, tok.end, text)


def constant_mutants(src, tokens):
    for i, tok in enumerate(tokens):
        if tok.code and tok.kind == 'number':
            for text in constant_values(tok.text):
                yield Mutant(src, 'CRP', tok.start, tok.end, text)


def condition_mutants(src, tokens):
    for i, tok in enumerate(tokens):
        if (tok.code and tok.text in ('if', 'while') and i + 1 < len(tokens)
                and tokens[i + 1].text == '('):
            close = matching(tokens, i + 1)
            inner = src[tokens[i + 1].end:tokens[close].start]
            yield Mutant(src, 'CNG', tokens[i + 1].end, tokens[close].start,
                         '!(%s)' % inner)


def statement_starts(tokens):
    """The indexes of the tokens that begin a statement in a body."""
    starts, i = [], 0
    while i < len(tokens):
        tok = tokens[i]
        if not tok.code:
            i += 1
            continue
        prev = tokens[i - 1].text if i else ''
        if prev in (';', '{', '}', 'else', 'do') or (prev == ':' and i >= 2 and
                                                     tokens[i - 2].kind == 'ident'):
            starts.append(i)
        if tok.text in ('if', 'while', 'for', 'switch') and i + 1 < len(tokens) \
                and tokens[i + 1].text == '(':
            close = matching(tokens, i + 1)
            if close + 1 < len(tokens) and tokens[close + 1].text != ';':
                starts.append(close + 1)
            i = close + 1
            continue
        i += 1
    return starts


def statement_mutants(src, tokens):
    for i in statement_starts(tokens):
        first = tokens[i]
        if first.kind != 'ident' or first.text in TYPES or first.text in (
                'if', 'else', 'while', 'for', 'do', 'switch', 'case', 'default',
                'struct', 'const', 'static', 'union', 'enum', 'return'):
            continue
        if i + 1 < len(tokens) and tokens[i + 1].text == ':':
            continue        # a label
        depth, j = 0, i
        while j < len(tokens):
            t = tokens[j].text
            if t in ('(', '['):
                depth += 1
            elif t in (')', ']'):
                depth -= 1
            elif t in ('{', '}'):
                break
            elif t == ';' and depth == 0:
                break
            j += 1
        if j >= len(tokens) or tokens[j].text != ';':
            continue
        yield Mutant(src, 'SDL', first.start, tokens[j].end, ';')


def return_mutants(src, tokens):
    for i, tok in enumerate(tokens):
        if not (tok.code and tok.text == 'return') or tokens[i + 1].text == ';':
            continue
        j = i + 1
        depth = 0
        while tokens[j].text != ';' or depth:
            depth += {'(': 1, ')': -1}.get(tokens[j].text, 0)
            j += 1
        value = src[tokens[i + 1].start:tokens[j].start]
        text = '-1' if value.strip() == '0' else '0'
        yield Mutant(src, 'RVR', tokens[i + 1].start, tokens[j].start, text)


def mutants(src):
    """Every mutant of src, in the order of the source, numbered from 1."""
    tokens = tokenize(src)
    found = []
    for gen in (operator_mutants, constant_mutants, condition_mutants,
                statement_mutants, return_mutants):
        found.extend(gen(src, tokens))
    found.sort(key=lambda m: (m.start, OPERATORS.index(m.op), m.end, m.text))
    seen, out = set(), []
    for m in found:
        if m.key in seen:
            continue
        seen.add(m.key)
        m.id = len(out) + 1
        out.append(m)
    return out
