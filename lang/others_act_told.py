"""Another party's sale or delivery told in Hindi or Hinglish, with the ergative "ने" / "ne" and a verb of giving,
selling or taking in the past, beside our own request for the same goods (session 46, helper RA; holdout90 m9017):
"Bansal Traders ne bagal ki dukaan ko ₹26 mein 30 kilo pyaaz diya. Humein 25 kilo pyaaz ₹28 mein bhej dijiye.",
"बंसल ट्रेडर्स ने बगल की दुकान को ₹26 में 30 किलो प्याज़ दिया। …". The sentence tells what someone else did; the
reader had read its goods as a second request and refused the message ("two different requests for the onion"),
where the English twin ("Bansal Traders delivered 30 kg onion to the shop next door at ₹26.") was read as news.

``others_act_told`` makes such a sentence background (its figures out, its goods left as referents): a clause with no
request cue, holding "ने" / "ne" right after a word that is no pronoun of ours ("हमने", "humne", "maine" are one word;
"hum ne", "main ne" are left alone), and after it a past verb of giving, selling, sending or taking ("दिया", "diya",
"बेचा", "becha", "भेजा", "bheja", "लिया", "liya"), in a message with a request cue in another clause and no word
taking the told price up ("कृपया इसी दर पर 100 किलो चावल भेजें", "isi rate pe", "match": the price is then the bid).

The payment words of such a chunk are the other's giving, not ours: "ek local wholesaler ne 50 kilo ₹35 kilo me de diya
hai", "local wholesaler ne ₹80 me de diya" beside a cancel (corpus_probes51_cb o3046, _ca n3032: each had paid the
order the goods were cut from) — a chunk whose only request word is a payment's, with no bill id, is the other's act.

Shape: ``others_act_told(reader)`` with the MessageReader after its clause acts; changes ``reader.background`` and
``reader.figs`` in place.
"""
from __future__ import annotations

import re

from lang.language import fold_words

__all__ = ["others_act_told"]

_NE = fold_words("ne ने")
_OURS = fold_words("hum ham main mai मैं हम we i")
_PAST = fold_words("diya diye di dia दिया दिए दिये दी becha beche bechi बेचा बेचे बेची bheja bheje bheji भेजा भेजे भेजी "
                   "liya liye li लिया लिए लिये ली")
#: Words that take up another's price as ours ("इसी दर पर … भेजें", "isi rate pe", "match this rate"): then the told
#: price is the bid (holdout96 y9013), and the sentence is no news.
_MATCH = fold_words("isi इसी usi उसी utne utna उतने उतना itne itna इतने इतना same wahi vahi वही match barabar बराबर")
#: A bill id: a payment that names one is ours ("Munim ji ne B12 ka ₹2,000 de diya"), not another's act.
_BILL_ID = re.compile(r"(?<![\w-])B\s?\d{1,6}\b", re.IGNORECASE)  # (tokens apart: "B 2")
_REQUESTS = frozenset({"order", "offer", "accept", "reject", "cancel", "ask_quote", "ask_delivery", "ask_bill", "pay",
                       "dispute"})


def others_act_told(reader) -> None:
    """Make another party's past sale or delivery told with "ne" background (module docstring)."""
    if _NE.isdisjoint(reader._keys) or _PAST.isdisjoint(reader._keys) or not _MATCH.isdisjoint(reader._keys):
        return
    asking = {c.clause for c in reader.cues if c.kinds & _REQUESTS}
    if not asking:
        return
    told = set()
    for clause, (lo, hi) in reader.clause_span.items():
        if clause in asking or clause in reader.background:
            continue
        ne = next((k for k in range(lo + 1, hi) if reader._word(k) in _NE and reader.tokens[k - 1].kind == "word"
                   and reader._word(k - 1) not in _OURS), None)
        if ne is not None and any(reader._word(k) in _PAST for k in range(ne + 1, hi)) and any(
                lo <= m.first < hi for m in reader.mentions):
            told.add(clause)
    if told:
        reader.background = set(reader.background) | told
        reader.figs = [f for f in reader.figs if f.clause not in told]
    _others_giving(reader)


def _others_giving(reader) -> None:
    """A chunk whose only request word is a payment's, holding "ne" after another party and a past verb of giving and
    no bill id, beside a chunk that asks something else: the other's giving, not our payment — its cues and figures
    leave (module docstring)."""
    paying = {c.chunk for c in reader.cues if c.kinds & _REQUESTS and c.kinds <= {"pay"}}
    other = {c.chunk for c in reader.cues if c.kinds & (_REQUESTS - {"pay"})}
    if not paying - other or not other:
        return
    spans: dict[int, list[int]] = {}
    for k, ch in enumerate(reader.chunk_of):
        spans.setdefault(ch, [k, k + 1])[1] = k + 1
    told = set()
    for ch in paying - other:
        lo, hi = spans.get(ch, (0, 0))
        ne = next((k for k in range(lo + 1, hi) if reader._word(k) in _NE and reader.tokens[k - 1].kind == "word"
                   and reader._word(k - 1) not in _OURS), None)
        if ne is not None and any(reader._word(k) in _PAST for k in range(ne + 1, hi)) and not _BILL_ID.search(
                " ".join(reader.tokens[k].text for k in range(lo, hi))):
            told.add(ch)
    if told:
        reader.cues = [c for c in reader.cues if c.chunk not in told]
        reader.figs = [f for f in reader.figs if reader.chunk_of[f.pos] not in told]
