"""Our balance or credit limit told as background beside a request: "We note that our credit limit with Karavali
Traders is ₹15,000 and our outstanding today is about ₹6,800, so the following order stays well within it. Please
send: …", "हमारा बकाया अभी ₹4,200 है, लिमिट ₹10,000 की है। 20 किलो चीनी भेज दीजिए।", "Hamara baaki abhi ₹4,200 hai,
limit ₹10,000 ki hai. 20 kilo cheeni bhej dijiye." The shop says where its account stands to show the order fits
within its credit; it asks nothing of the bill. "outstanding" is a word of asking the bill ("What is our outstanding
today?"), and the English had asked for the bill beside the order (holdout126 en-k8025, silently; "Since our balance
is only ₹4,200 against a credit limit of ₹10,000, please send 10 packets of Maggi" had asked the bill of the Maggi);
the Hindi had given the amounts to the goods as their price (refused: "sugar at ₹500 per kg?").

``balance_told`` takes such a part of a sentence out of the reading — its ask-the-bill cue and its amounts — when:

- the part (chunk) names an amount (a price figure) and a word of the account ("outstanding", "balance", "dues",
  "limit", "बकाया", "bakaya", "baaki", "udhaar", "उधार", "लिमिट"), and no goods; in a sentence with a word saying it
  is ours ("our", "hamara", "हमारा") or one that names the account alone ("Current dues: ₹6,800", "limit ₹15,000":
  not "balance" or "baaki", which are also the rest of goods or of a sum);
- its sentence is no question and has no word of asking or telling ("What is our outstanding today?", "Hamara kitna
  baaki hai?", "Please tell me our outstanding", "Our outstanding is ₹6,800 — please confirm" still ask the bill);
- the message asks for goods elsewhere (an order, offer, acceptance or rate question) and names no bill.

Shape: ``balance_told(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` and
``reader.figs`` in place.
"""
from __future__ import annotations

from lang.clause_words import chunk_words, clause_words
from lang.language import fold_words

__all__ = ["balance_told"]

#: Words of the shop's account with the supplier: what it owes, and its credit limit.
_ACCOUNT = fold_words("outstanding balance dues due limit bakaya baaki baki udhaar udhar बकाया बाकी बाक़ी उधार लिमिट")
#: Words that make the account the shop's own ("our outstanding", "hamara baaki", "हमारा बकाया").
_OURS = fold_words("our my hamara hamari hamare humara humari humare mera meri हमारा हमारी हमारे मेरा मेरी")
#: Words that name the shop's account alone ("Current dues: ₹6,800", "limit ₹15,000", "बकाया ₹6,800"), where
#: "balance" and "baaki" need a word saying it is ours ("the balance 10 kg", "baaki ₹200 kam karo").
_LIMIT = fold_words("limit लिमिट outstanding dues bakaya बकाया udhaar udhar उधार")
#: Words of asking or telling in the sentence: the bill is asked ("please confirm", "kitna", "बताइए").
_ASKING = fold_words("what how tell confirm share let know check verify statement ledger bill invoice kitna kitni "
                     "kitne kya batao bataiye bataye bata batana कितना कितनी कितने क्या बताइए बताओ बताएं बता "
                     "बताना बिल")
#: Cue kinds that ask for goods (the request the account is told beside).
_GOODS = frozenset({"order", "offer", "accept", "ask_quote"})


def balance_told(reader) -> None:
    """Drop the ask-the-bill cues and the amounts of a part of a sentence telling our balance or credit limit beside a
    request for goods (module docstring). ``reader``: the MessageReader after its clause acts."""
    keys = reader._keys
    if _ACCOUNT.isdisjoint(keys) or reader.bill_ids or \
            not any(c.kinds & _GOODS for c in reader.cues):
        return
    chunks, sentences = chunk_words(reader), clause_words(reader)
    found = getattr(reader, "found_figs", reader.figs)  # (as found: "about ₹6,800" has left the figures already)
    priced = {reader.chunk_of[f.pos] for f in found if f.kind == "price"}
    goods = {reader.chunk_of[m.first] for m in reader.mentions}
    told = set()
    for chunk in priced - goods:
        words = chunks.get(chunk, frozenset())
        if _ACCOUNT.isdisjoint(words):
            continue
        clause = next(reader.clause_of[f.pos] for f in found if reader.chunk_of[f.pos] == chunk)
        said = sentences.get(clause, ())
        act = reader.acts.get(clause)
        if _OURS.isdisjoint(said) and _LIMIT.isdisjoint(said) or not _ASKING.isdisjoint(said) or (
                act is not None and act.question):
            continue
        if any(c.kinds - {"ask_bill", "neutral"} for c in reader.cues if c.chunk == chunk):
            continue  # (a part that also orders or pays: left to the rest of the reader)
        told.add(chunk)
    if told:
        reader.cues = [c for c in reader.cues if c.chunk not in told]
        reader.figs = [f for f in reader.figs if reader.chunk_of[f.pos] not in told]
