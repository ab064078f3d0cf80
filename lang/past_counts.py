"""A count told of a time before, by us or by another shop, is no count of today's request (session 39, fixer DK, on
corpus_holdout138; issue 10):

- "Mitra-da, ghee at ₹530 a litre … is too steep for us. Can you do ₹505? Last Puja we moved 20 litres, so it's
  not a small account 🙂" (en-j7037) had offered ₹505 for 20 litres of ghee: a reason told, not a count asked ("we
  sold 20 litres" was read so already; "moved", "went through", "did" were not);
- "… why we are not going back to Kundu Traders: last year they delivered 2 trays of cracked eggs on Ashtami …
  Could you also tell us your egg rate?", "पिछले साल उन्होंने अष्टमी को 2 ट्रे टूटे अंडे भेजे … अंडों का भाव भी बता
  दीजिए", "pichhle saal unhone Ashtami ko 2 tray toote ande bheje … andon ka rate bhi bata dijiye" (j7029) had asked
  the egg rate for 60 eggs, the other shop's two trays of last year.

When: a part of a sentence (a chunk) that names a time before by an occasion or span ("last Puja", "last year",
"पिछले साल", "पिछली पूजा", "pichhle saal", "pichhli Diwali") and a doer ("we", "they", "हमने", "उन्होंने", "humne",
"unhone"), holds no word of asking (order, offer, acceptance, cancel, rate or delivery question, payment), in a
sentence that is neither a question nor a condition, while another sentence asks something. Then the chunk's counts
and prices leave ("we already picked up 50 kg from Hanuman Traders at ₹39 last week": neither is refused) and its
goods are context (as a background sentence's are): the goods asked elsewhere are read with their own
counts or none. A chunk that tells the time before and then asks after an English "so" ("We sold 30 kg chana dal
last week so send 35 kg this time": no comma, one chunk) loses the counts before "so" (fixer FD, forty-second
session; holdout45 q091). Not when the message takes up a count again ("same as last time", "वही", "phir se"): there the
count of before is the one asked. "Send 20 litres like last Puja" (asked in the chunk) reads as before.

Shape: ``past_counts(reader)`` with the MessageReader after its clause acts (run by ``lang.said_in_passing``);
changes ``reader.figs`` (the chunk's figures) and ``reader.background_chunks`` in place. Linear in the tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.background_chunks import told_as_background

__all__ = ["past_counts"]

#: "last", "previous", "पिछले", "pichhli": a time before, said of the occasion or span after it.
_LAST = fold_words("last previous pichle pichhle pichli pichhli pichla pichhla पिछले पिछली पिछला")
#: Occasions and spans a time before is named by ("last Puja", "पिछले साल", "pichhli Diwali", "last season").
_SPANS = fold_words(
    "year years saal sal साल varsh वर्ष puja pooja पूजा diwali deepawali दिवाली दीवाली holi होली eid ईद season सीज़न "
    "सीजन navratri navaratri नवरात्रि नवरात्र sankranti संक्रांति chhath छठ ganesh गणेश festival festivals tyohar "
    "tyohaar त्योहार त्यौहार month mahine mahina महीने महीना week hafte hafta हफ़्ते हफ्ते हफ़्ता time baar बार dussehra "
    "dasara दशहरा ramzan ramadan रमज़ान रमजान onam pongal christmas monsoon barsaat barsat बरसात winter sardi सर्दी "
    "summer garmi गर्मी wedding shaadi शादी")
#: Doers of the past deed ("we", "they", "हमने", "उन्होंने", "humne", "unhone").
_DOERS = fold_words("we they hum humne hamne हम हमने unhone unhonne उन्होंने ve वे wo वो")
#: Words that take a count of before up again ("same as last time", "वही", "utna hi", "phir se", "again").
_AGAIN = fold_words("same wahi vahi वही utna utne उतना उतने again phir fir फिर dobara dubara दोबारा repeat")
#: "so" / "to" / "तो" between a count told of before and today's ask in one chunk ("We sold 30 kg last week so send
#: 35 kg", "पिछले हफ़्ते हमने 30 किलो बेची तो इस बार 35 किलो भेजो").
_SO = fold_words("so to toh तो")
#: Intent words that ask something of the chunk's goods.
_ASKING = frozenset({"order", "offer", "accept", "cancel", "ask_quote", "ask_delivery", "pay", "ask_bill"})


def _past_chunks(reader) -> set[int]:
    """The chunks that name a time before and a doer (module docstring), found in one pass over the tokens."""
    toks, chunk_of = reader.tokens, reader.chunk_of
    timed, doers = set(), set()
    for k, t in enumerate(toks):
        if t.kind != "word":
            continue
        if t.key in _LAST and k + 1 < len(toks) and toks[k + 1].kind == "word" and toks[k + 1].key in _SPANS:
            timed.add(chunk_of[k])
        elif t.key in _DOERS:
            doers.add(chunk_of[k])
    return timed & doers


def _so_splits(reader, chunks: set[int]) -> dict[int, int]:
    """Of past chunks that also ask, those told first and asked after "so" / "to" / "तो" ("We sold 30 kg chana dal last
    week so send 35 kg this time", one chunk with no comma): chunk → the token of "so", when the time before and the
    doer come before it and every asking word of the chunk after it."""
    out: dict[int, int] = {}
    toks, chunk_of = reader.tokens, reader.chunk_of
    for k, t in enumerate(toks):
        ch = chunk_of[k]
        if ch not in chunks or ch in out or t.kind != "word" or t.key not in _SO:
            continue
        before = [j for j in range(k) if chunk_of[j] == ch and toks[j].kind == "word"]
        timed = any(toks[j].key in _LAST and j + 1 < k and toks[j + 1].key in _SPANS for j in before)
        if timed and any(toks[j].key in _DOERS for j in before) and all(
                c.pos > k for c in reader.cues if c.chunk == ch and c.kinds & _ASKING):
            out[ch] = k
    return out


def past_counts(reader) -> None:
    """Read the counts of a time before as context (module docstring). ``reader``: the MessageReader after its clause
    acts. "Can you do ₹505 for ghee? Last Puja we moved 20 litres." offers ₹505 with no count; "पिछले साल उन्होंने 2
    ट्रे टूटे अंडे भेजे … अंडों का भाव बता दीजिए" / "pichhle saal unhone 2 tray toote ande bheje … andon ka rate
    bata dijiye" ask the egg rate alone; "Last Puja we took 20 litres; send the same." reads as before."""
    if _LAST.isdisjoint(reader._keys) or _DOERS.isdisjoint(reader._keys) or not _AGAIN.isdisjoint(reader._keys):
        return
    past = _past_chunks(reader)
    if not past:
        return
    asking = {c.chunk for c in reader.cues if c.kinds & _ASKING}
    told_before = _so_splits(reader, past & asking)  # "We sold 30 kg last week so send 35 kg this time"
    if told_before:
        reader.figs = [f for f in reader.figs if not (f.kind in ("qty", "badqty") and f.pos < told_before.get(
            reader.chunk_of[f.pos], -1))]
    past -= asking
    if not past or not any(reader.chunk_of[c.pos] not in past for c in reader.cues if c.kinds & _ASKING):
        return  # nothing asked elsewhere: left as read
    clause_of_chunk = {}
    for k in range(reader.n):
        clause_of_chunk.setdefault(reader.chunk_of[k], reader.clause_of[k])
    past = {ch for ch in past if not (getattr(reader.acts.get(clause_of_chunk[ch]), "question", False)
                                      or getattr(reader.acts.get(clause_of_chunk[ch]), "condition", False))}
    counted = {reader.chunk_of[f.pos] for f in reader.figs if f.kind in ("qty", "badqty")} & past
    if not counted:
        return
    told_as_background(reader, counted)
