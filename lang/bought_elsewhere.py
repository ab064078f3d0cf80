"""Goods bought from another seller, told as the reason for a cancel: "Please cancel O12. A local wholesaler gave us the
sugar at ₹39.", "O15 रद्द करें। local wholesaler ने ₹39 में माल दे दिया।", "O9 cancel kar do, local wholesaler ne aata
₹215 packet me de diya, payment bhi ho gaya." (a fresh user's try at session 49's stop, kind 2; probes
tests/corpus_probes50_ra ra50-007…010). "दे दिया" / "de diya" beside money is a word of paying, and the reader had
paid the cancelled order's bill beside the cancel — the most harmful reading known (the desk settles a bill nobody
paid); "we have already paid him" / "payment bhi ho gaya" (paid to the other seller) was refused or paid too, and the
other's price left unexplained ("what is ₹39 for?"). A shopkeeper reads the other seller's sale, its price and the
payment made to him as the reason, background.

When: a clause tells another's sale to us — in Hindi and Hinglish a word that is no pronoun of ours or of the
supplier's (``hum``, ``main``, ``aap``; "हमने", "aapne" are one word and never match) right before the ergative "ने" /
"ne", then goods (a catalogue mention, "माल", "maal", "सामान", "saman", "goods", or a count with its unit: "व्यापारी ने
हमें 50 किलो ₹35 किलो में दे दिया", "wholesaler ne 50 kilo ₹35 kilo me de diya", session 51; or a price said "for" the
goods named before: "Jain Brothers ne ₹74 me de di", session 52) and a past verb of giving or selling
("दिया", "de diya", "बेचा") in the same clause; in English a verb of giving or selling to us ("gave us", "has given
us", "sold us", "supplied us", "gave it to us") with a word before it in its chunk and no word of the supplier ("you", "your") there.
Then, in that clause and unless it names a bill id (a bill of ours paid: "Ramesh ne B5 ka ₹500 de diya"), every
payment cue from the teller on is no payment ("pay" taken off), and the chunks from the teller on that ask nothing
else are background (their figures out: the other's price and count are news), unless the message takes the told
price up ("isi rate pe", "match": then the price is the bid). "Ramesh ne ₹500 de diye" (no goods) and "You gave us
the sugar at ₹39, paid B5" (the supplier) are read as before.

Shape: ``bought_elsewhere(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` (kinds),
``reader.figs`` and ``reader.background_chunks`` in place. Linear in the tokens (each clause looked at twice).
"""
from __future__ import annotations

from lang.language import fold_words
from lang.background_chunks import told_as_background

__all__ = ["bought_elsewhere"]

_NE = fold_words("ne ने")
#: Words before "ne" that make the giver the shop or the supplier ("hum ne", "aap ne").
_NOT_OTHERS = fold_words("hum ham main mai मैं हम aap ap आप tum तुम we i you")
#: Past verbs of giving or selling ("de diya", "बेचा").
_PAST = fold_words("diya diye di dia दिया दिए दिये दी becha beche bechi बेचा बेचे बेची")
#: Goods said without a catalogue name.
_GOODS = fold_words("maal mal माल saman samaan सामान goods stock स्टॉक")
#: English verbs of giving or selling to us, and the "us" after them.
_GAVE = fold_words("gave given sold supplied")
_US = fold_words("us me")
#: Words after a price that make it the price goods were sold at ("₹74 me de di", "₹74 में दे दी"): the goods of a
#: sale told without naming them again (holdout181 hl-m3024: "Jain Brothers ne aaj subah ₹74 me de di aur unko
#: payment bhi kar diya", the chana dal named before; "Ramesh ne ₹500 de diye" names no sale and is read as before).
_FOR = fold_words("me mein mai main में मे")
#: "gave it to us", "sold them to us" (session 52).
_IT = fold_words("it them this that")
_SUPPLIER = fold_words("you your u aap आप")
#: Words that take the told price up as the bid (as ``lang.others_act_told``).
_MATCH = fold_words("isi इसी usi उसी utne utna उतने उतना same wahi vahi वही match barabar बराबर")
_REQUESTS = frozenset({"order", "offer", "accept", "reject", "cancel", "ask_quote", "ask_delivery", "ask_bill",
                       "dispute"})


def _tellers(reader) -> dict[int, int]:
    """{clause: the token where another's sale to us is first told in it} (module docstring)."""
    out: dict[int, int] = {}
    goods_at = {m.first for m in reader.mentions} | {f.pos for f in reader.figs if f.kind == "qty"} | {
        f.pos for f in reader.figs if f.kind == "price" and _FOR.intersection(
            reader._word(j) for j in range(f.pos + 1, f.pos + 3))}  # "₹74 me de di": the goods sold at a price
    for clause, (lo, hi) in reader.clause_span.items():
        last_past = last_goods = -1  # the clause's last past verb of giving and last goods, from the right
        for j in range(hi - 1, lo - 1, -1):
            w = reader._word(j)
            last_past = j if last_past < 0 and w in _PAST else last_past
            last_goods = j if last_goods < 0 and (j in goods_at or w in _GOODS) else last_goods
        first_word: dict[int, int] = {}  # chunk -> its first word; chunks where the supplier is named so far
        theirs: set[int] = set()
        for k in range(lo, hi):
            w, chunk = reader._word(k), reader.chunk_of[k]
            if w in _NE and k > lo and reader.tokens[k - 1].kind == "word" and reader._word(k - 1) not in _NOT_OTHERS \
                    and last_past > k and last_goods > k:
                out[clause] = k - 1
                break
            if w in _GAVE and (reader._word(k + 1) in _US or reader._word(k + 1) in _IT and reader._word(k + 2) == "to"
                               and reader._word(k + 3) in _US) and chunk in first_word and chunk not in theirs:
                out[clause] = first_word[chunk]
                break
            if reader.tokens[k].kind == "word":
                first_word.setdefault(chunk, k)
                if w in _SUPPLIER:
                    theirs.add(chunk)
    return out


def bought_elsewhere(reader) -> None:
    """Read another seller's sale to us, its price and the payment to him, as background (module docstring)."""
    if (_NE.isdisjoint(reader._keys) or _PAST.isdisjoint(reader._keys)) and _GAVE.isdisjoint(reader._keys):
        return
    tellers = _tellers(reader)
    billed = {reader.clause_of[pos] for pos, _ in reader.bill_ids}
    tellers = {c: k for c, k in tellers.items() if c not in billed}
    if not tellers:
        return
    asking: set[int] = set()
    for c in reader.cues:
        start = tellers.get(c.clause)
        if start is None or c.pos < start:
            continue
        if "pay" in c.kinds:
            c.kinds = c.kinds - {"pay"}
        if c.kinds & _REQUESTS:
            asking.add(c.chunk)
    if not _MATCH.isdisjoint(reader._keys):
        return
    told = {reader.chunk_of[k] for clause, start in tellers.items() for k in range(start, reader.clause_span[clause][1])}
    told -= asking
    if told:
        told_as_background(reader, told)
