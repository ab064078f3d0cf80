"""``lang.token_lines``: the message's non-empty lines as token spans and each token's line (blank lines are no
lines), kept on the reader so its second caller reads the same lists."""
from types import SimpleNamespace as Tok

from lang.token_lines import token_lines


def _reader(marks: str):
    """A stand-in reader whose tokens are ``marks``: "w" a word, "/" a line break."""
    tokens = [Tok(kind="nl" if c == "/" else "word", text=c) for c in marks]
    return Tok(tokens=tokens, n=len(tokens))


def test_lines_skip_blank_ones_and_line_breaks_have_none():
    reader = _reader("www//ww/w")  # "Send 10 kg" ⏎ ⏎ "- sugar" ⏎ "- atta"
    lines, line_of = token_lines(reader)
    assert lines == [range(0, 3), range(5, 7), range(8, 9)]
    assert line_of == [0, 0, 0, -1, -1, 1, 1, -1, 2]
    assert token_lines(reader)[0] is lines  # kept on the reader


def test_a_new_token_list_is_worked_out_anew():
    reader = _reader("w/w")
    assert token_lines(reader)[1] == [0, -1, 1]
    reader.tokens, reader.n = reader.tokens[:1], 1
    assert token_lines(reader) == ([range(0, 1)], [0])
