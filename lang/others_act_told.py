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

Shape: ``others_act_told(reader)`` with the MessageReader after its clause acts; changes ``reader.background`` and
``reader.figs`` in place.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["others_act_told"]

_NE = fold_words("ne ने")
_OURS = fold_words("hum ham main mai मैं हम we i")
_PAST = fold_words("diya diye di dia दिया दिए दिये दी becha beche bechi बेचा बेचे बेची bheja bheje bheji भेजा भेजे भेजी "
                   "liya liye li लिया लिए लिये ली")
#: Words that take up another's price as ours ("इसी दर पर … भेजें", "isi rate pe", "match this rate"): then the told
#: price is the bid (holdout96 y9013), and the sentence is no news.
_MATCH = fold_words("isi इसी usi उसी utne utna उतने उतना itne itna इतने इतना same wahi vahi वही match barabar बराबर")
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
