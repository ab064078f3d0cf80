"""Words of a name, left out of the message's language (``lang.language.language_of``).

A supplier's or a shop's name is not the language of the message: "Dear Sasta,", "Hi Sasta team," and "Sasta Bazaar
Supply" opened English e-mails that were read as Hinglish, "sasta" (cheap) being a Hinglish word (session 51's trial:
7 of 197 English e-mails to Sasta Bazaar Supply, counted under Hinglish in the study's table and refused in Hinglish
wording). So are "Gopal Doodh Bhandar" ("doodh" names milk in Hinglish) and "Azadpur Sabzi Wholesale". Two kinds of
words are names:

- the addressee of an opening greeting in English ("Dear X,", "Hi X team,", "Hello X ji,"): the words after "Dear",
  "Hi", "Hello", "Hey", "Respected" or "Attn" up to the comma, colon or line end that closes the greeting, at most
  five words and not one of them a word of asking ("Hi, please send …" addresses nobody; "Dear sir please send 20 kg
  cheeni" names no one before a comma, so the line is no greeting);
- a business name: two or more capitalised Roman words in a row whose last is a word of trade ("Supply", "Traders",
  "Dairy", "Wholesale", "Mart", "Bhandar", "Agency", "Distributors", "Store", "Stores", "Enterprises", "Company",
  "Bazaar", …): "Sasta Bazaar Supply", "Gopal Doodh Bhandar", "Shubh Kirana Store".

Only for the language: the reader still reads every word (a name's word is no item: ``lang.items``).
"""
from __future__ import annotations

__all__ = ["name_tokens"]

#: English greetings that put the addressee right after them.
_GREETINGS = frozenset("dear hi hello hey respected attn".split())
#: Words closing a business's name.
_TRADE = frozenset("supply supplies suppliers supplier traders trader trading dairy wholesale wholesalers mart bhandar "
                   "agency agencies distributors distributor store stores enterprises enterprise company co corporation "
                   "bazaar bazar mandi depot emporium kirana".split())
#: Words that are no name: a greeting line holding one asks or tells, it addresses no one.
_NOT_NAMES = frozenset("please pls kindly send quote what how can could we i our us the rate rates price".split())
_MAX_ADDRESSEE = 5


def name_tokens(tokens: list) -> set[int]:
    """Indices of ``tokens`` (``lang.language.Token``, in text order) that are words of a name (module docstring):
    "Dear Sasta, we are paying bill B7 today." -> {1}; "Please send 10 kg rice." -> set()."""
    out: set[int] = set()
    n = len(tokens)
    for i, t in enumerate(tokens):
        if t.kind != "word" or t.deva or t.text.lower() not in _GREETINGS or (
                i > 0 and tokens[i - 1].kind not in ("nl", "sym")):
            continue
        words, j = [], i + 1
        while j < n and tokens[j].kind == "word" and not tokens[j].deva and len(words) <= _MAX_ADDRESSEE:
            words.append(j)
            j += 1
        closed = j >= n or tokens[j].kind == "nl" or tokens[j].kind == "sym" and tokens[j].text in (",", ":", "!")
        if words and closed and len(words) <= _MAX_ADDRESSEE and not any(
                tokens[k].text.lower() in _NOT_NAMES for k in words):
            out.update(words)
    run: list[int] = []
    for i in range(n + 1):
        t = tokens[i] if i < n else None
        if t is not None and t.kind == "word" and not t.deva and t.text[:1].isupper():
            run.append(i)
            continue
        while len(run) >= 2 and tokens[run[-1]].text.lower() not in _TRADE:
            run.pop()
        if len(run) >= 2:
            out.update(run)
        run = []
    return out
