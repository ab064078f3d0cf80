"""The message's lines as token spans, and each token's line, worked out once per reading (``lang.bill_row_amounts``'
tables of bills paid, ``lang.unit_names``' list and table rows beside each other).

``token_lines(reader)`` → ``(lines, line_of)``: ``lines`` the token ranges of the message's non-empty lines, in order
(a line break token, ``kind == "nl"``, ends a line; an empty line is no line, so the rows of a table or list separated
by a blank line stand next to each other); ``line_of[k]`` the index in ``lines`` of token ``k``'s line, -1 for a line
break. ``reader`` a ``lang.reader.MessageReader`` (``tokens``, ``n``); kept on it, so a second caller pays nothing.
One pass over the tokens; raises nothing.
"""
from __future__ import annotations

__all__ = ["token_lines"]


def token_lines(reader) -> tuple[list[range], list[int]]:
    """The token spans of the message's non-empty lines and each token's line number (module docstring)."""
    memo = reader.__dict__.get("_token_lines")
    if memo is not None and memo[0] is reader.tokens and len(memo[1][1]) == reader.n:
        return memo[1]
    toks, n = reader.tokens, reader.n
    lines, line_of, start = [], [-1] * n, 0
    for k in range(n + 1):
        if k == n or toks[k].kind == "nl":
            if start < k:
                for j in range(start, k):
                    line_of[j] = len(lines)
                lines.append(range(start, k))
            start = k + 1
    reader.__dict__["_token_lines"] = (reader.tokens, (lines, line_of))
    return lines, line_of
