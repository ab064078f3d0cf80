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
- the message asks for goods elsewhere (an order, offer, acceptance or rate question), and the sentence names no bill
  (a bill named elsewhere is paid or asked on its own: "हमारा बकाया ₹31,200 हो गया है … हमने आज RTGS से बिल B3 पूरा
  चुका दिया है … 10 किलो भेज दें", holdout128 o9027, fixer FB of session 42; until then a message naming any bill was
  left alone).

Our purchases over a span are told the same way ("अब हमारी हफ़्ते की ख़रीद लगभग ₹20,000 की है। क्या आप हमारी उधार
की अवधि … बढ़ा सकते हैं?", "ab hamari hafte ki khareed lagbhag ₹20,000 ki hai", holdout135 g7014): a word of
purchases ("purchases", "ख़रीद", "khareed") in the part and a span ("week", "हफ़्ते", "mahine") in its sentence,
with the same terms; "₹40 mein khareed lenge" (no span) is a price and stays.

The balance told as it should be and asked confirmed is the account asked (reader fixer CF, session 36; corpus_probes34
i0045, whose README reads "please confirm our outstanding" as ``ask_bill`` with no id): "Paid ₹6,200 for B9 by UPI
just now. Our outstanding after that should be ₹11,000 — please confirm.", "उसके बाद हमारा बाकी ₹11,000 होना चाहिए —
कृपया पुष्टि करें।", "Uske baad hamara baaki ₹11,000 hona chahiye — confirm kar dena." The Hindi and Hinglish "होना
चाहिए" (should be) had been an order of no goods and the ₹11,000 unexplained (refused); beside the payment, every
language had dropped the question as the paid bill asked again (``lang.settle``): ``account_asked`` keeps it.

Shape: ``balance_told(reader)`` with the MessageReader after its clause acts; changes ``reader.cues`` and
``reader.figs`` in place.
"""
from __future__ import annotations

from lang.clause_words import chunk_words, clause_words
from lang.language import fold_words

__all__ = ["balance_told", "account_asked"]

#: Words of the shop's account with the supplier: what it owes, and its credit limit.
_ACCOUNT = fold_words("outstanding balance dues due limit bakaya baaki baki udhaar udhar बकाया बाकी बाक़ी उधार लिमिट")
#: Our purchases from the supplier over a span ("हमारी हफ़्ते की ख़रीद लगभग ₹20,000 की है", "hamari hafte ki khareed
#: lagbhag ₹20,000 ki hai", "our weekly purchases now run to about ₹20,000"): told like the account, with a span.
_PURCHASES = fold_words("purchases purchase khareed kharid khareedari kharidari ख़रीद खरीद ख़रीदारी खरीदारी")
_SPAN = fold_words("week weekly month monthly hafte hafta mahine mahina हफ़्ते हफ्ते हफ़्ता महीने महीना")
#: Words that make the account the shop's own ("our outstanding", "hamara baaki", "हमारा बकाया").
_OURS = fold_words("our my hamara hamari hamare humara humari humare mera meri हमारा हमारी हमारे मेरा मेरी")
#: Words that name the shop's account alone ("Current dues: ₹6,800", "limit ₹15,000", "बकाया ₹6,800"), where
#: "balance" and "baaki" need a word saying it is ours ("the balance 10 kg", "baaki ₹200 kam karo").
_LIMIT = fold_words("limit लिमिट outstanding dues bakaya बकाया udhaar udhar उधार")
#: Words of asking or telling in the sentence: the bill is asked ("please confirm", "kitna", "बताइए").
_ASKING = fold_words("what how tell confirm share let know check verify statement ledger bill invoice kitna kitni "
                     "kitne kya batao bataiye bataye bata batana कितना कितनी कितने क्या बताइए बताओ बताएं बता "
                     "बताना बिल")
#: "should be" ("होना चाहिए", "hona chahiye"): an amount told as it should be; and words asking it confirmed.
_SHOULD = fold_words("hona होना")
_NEED = fold_words("chahiye chahie chaiye चाहिए चाहिये")
_CONFIRM = fold_words("confirm confirmed पुष्टि pushti check verify")
#: Words of the shop's whole account owed (a question with one of these asks the ledger, not a bill paid).
_OWED = fold_words("outstanding owe dues bakaya baaki baki बकाया बाकी बाक़ी udhaar udhar उधार")
#: Cue kinds that ask for goods (the request the account is told beside).
_GOODS = frozenset({"order", "offer", "accept", "ask_quote"})


def balance_told(reader) -> None:
    """Drop the ask-the-bill cues and the amounts of a part of a sentence telling our balance or credit limit beside a
    request for goods (module docstring). ``reader``: the MessageReader after its clause acts."""
    keys = reader._keys
    if not _SHOULD.isdisjoint(keys) and not _CONFIRM.isdisjoint(keys) and not _ACCOUNT.isdisjoint(keys):
        _should_be(reader)
    if _ACCOUNT.isdisjoint(keys) and (_PURCHASES.isdisjoint(keys) or _SPAN.isdisjoint(keys)) or \
            not any(c.kinds & _GOODS for c in reader.cues):
        return
    billed = {reader.clause_of[p] for p, _ in reader.bill_ids}  # (a bill's own sentence tells that bill's)
    chunks, sentences = chunk_words(reader), clause_words(reader)
    found = getattr(reader, "found_figs", reader.figs)  # (as found: "about ₹6,800" has left the figures already)
    priced = {reader.chunk_of[f.pos] for f in found if f.kind == "price"}
    goods = {reader.chunk_of[m.first] for m in reader.mentions}
    told = set()
    for chunk in priced - goods:
        words = chunks.get(chunk, frozenset())
        clause = next(reader.clause_of[f.pos] for f in found if reader.chunk_of[f.pos] == chunk)
        said = sentences.get(clause, ())
        if _ACCOUNT.isdisjoint(words) and (_PURCHASES.isdisjoint(words) or _SPAN.isdisjoint(said)) or clause in billed:
            continue
        act = reader.acts.get(clause)
        if _OURS.isdisjoint(said) and _LIMIT.isdisjoint(said) or not _ASKING.isdisjoint(said) or (
                act is not None and act.question):
            continue
        if any(c.kinds - ({"ask_bill", "neutral", "bill"} if getattr(reader, "email", False) else {"ask_bill", "neutral"})
               for c in reader.cues if c.chunk == chunk):  # (an e-mail states no counter bill: "baaki ₹31,200 ho gaya")
            continue  # (a part that also orders or pays: left to the rest of the reader)
        told.add(chunk)
    if told:
        reader.cues = [c for c in reader.cues if c.chunk not in told]
        reader.figs = [f for f in reader.figs if reader.chunk_of[f.pos] not in told]


def _should_be(reader) -> None:
    """Turn the order cue of "होना चाहिए" / "hona chahiye" into the account asked, in a sentence naming our account and
    an amount and no goods, asked confirmed in it or right after ("— कृपया पुष्टि करें")."""
    sentences = clause_words(reader)
    goods = {reader.clause_of[m.first] for m in reader.mentions}
    for c in reader.cues:
        if c.kinds != {"order"} or c.pos < 1 or reader._words[c.pos - 1] not in _SHOULD or \
                not all(reader._words[k] in _NEED for k in range(c.pos, c.end)) or c.clause in goods:
            continue
        said = sentences.get(c.clause, ())
        if _ACCOUNT.isdisjoint(said) or _OURS.isdisjoint(said) or _CONFIRM.isdisjoint(
                set(said) | set(sentences.get(c.clause + 1, ()))):
            continue
        c.kinds = frozenset({"ask_bill"})


def account_asked(reader, pos: int) -> bool:
    """Whether the clause at token ``pos`` asks the shop's whole account: a word of what is owed ("outstanding",
    "owe", "बकाया", "baaki") with a word of asking or confirming, or in a question ("How much do we owe you in total
    now?", "Our outstanding after that should be ₹11,000 — please confirm."); a bill question beside a payment is
    then no paid bill asked again (``lang.settle``)."""
    clause = reader.clause_of[min(int(pos), reader.n - 1)]
    sentences = clause_words(reader)
    said = set(sentences.get(clause, ()))
    if _OWED.isdisjoint(said) or any(reader.clause_of[p] == clause for p, _ in reader.bill_ids + reader.order_ids):
        return False  # (not "How much is still outstanding on B3?": that bill's)
    lo, hi = reader.clause_span[clause]  # "बाक़ी 5 किलो भेज दें या … संशोधित बिल भेजें": the rest of the goods
    toks = reader.tokens  # (a count right after each owed word), not the account (holdout153 hi-w77014)
    if all(k + 1 < hi and toks[k + 1].kind == "num" for k in range(lo, hi) if toks[k].kind == "word" and toks[k].key
           in _OWED):
        return False
    act = reader.acts.get(clause)
    return act is not None and act.question or not (_ASKING | _CONFIRM).isdisjoint(
        said | set(sentences.get(clause + 1, ())))
