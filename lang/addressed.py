"""The person a message opens by addressing: "Gopal ji, tomorrow 6am: 40 packets milk + 10 dahi", "गोपाल जी, कल: दूध
50 पैकेट, दही 12", "Gopal ji kal ke liye: doodh 50 packet", "gopal ji for tomorrow 30 packets milk" (holdout 119). The
name was a word the reader does not know in the list's sentence, which was refused ("what should we do with the milk:
send, price or cancel?"); a shopkeeper reads it as the supplier's name and the list as the order.

``addressed`` takes the first word of the message (after a greeting) as a name when "ji" / "जी" (or "bhai", "bhaiya",
"भाई", "भैया") follows it and then a comma, colon or dash, a word of when ("kal", "tomorrow", "for", "aaj", "कल") or
a count ("Imran bhai, 20 kg tomato @ ₹28", "रमेश भाई 20 दर्जन केले @ ₹50/दर्जन": holdout120/122, where the name had
been a word the reader does not know): the name asks nothing. A name said
otherwise stays unknown: "Gupta ji chana dal ₹68 mein de rahe hain" tells another's price (``lang.their_price_told``).

Shape: ``addressed(reader)`` with the MessageReader after its clause acts; its ``taken`` tokens grow in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["addressed"]

_JI = fold_words("ji jee जी bhai bhaiya bhaiyya भाई भैया")  # "Imran bhai, 20 kg tomato …" (holdout120, 122)
#: Greetings before the name ("Namaste Gopal ji, …").
_GREETING = fold_words("namaste namaskar नमस्ते नमस्कार hello hi dear pranam प्रणाम ram राम")
#: Words of when right after the name ("Gopal ji kal ke liye", "gopal ji for tomorrow").
_WHEN = fold_words("kal aaj tomorrow today for कल आज parso परसों")
_BREAK = frozenset({",", ":", "-", "–", "—"})


def addressed(reader) -> None:
    """Mark the name a message opens by addressing as taken (module docstring). ``reader``: the MessageReader (tokens,
    taken, item_tokens)."""
    if _JI.isdisjoint(reader._keys):
        return  # (the test below, first: a name is addressed only with "ji"/"bhai" after it)
    toks = reader.tokens
    words = [k for k, t in enumerate(toks[:8]) if t.kind == "word"]
    while words and toks[words[0]].key in _GREETING:
        words = words[1:]
    if len(words) < 2 or words[1] != words[0] + 1 or toks[words[1]].key not in _JI:
        return
    name, after = words[0], words[1] + 1
    if name in reader.item_tokens or after >= len(toks):
        return
    if toks[after].text in _BREAK or toks[after].kind == "word" and toks[after].key in _WHEN or \
            toks[after].kind == "num":  # "Ramesh bhai 20 dozen bananas @ ₹50/dozen": the list begins
        reader.taken.add(name)
