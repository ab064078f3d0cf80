"""An order or bill named only as the past, beside today's request: "Last time (O18) you sent 10 trays of eggs. This time
send only 6 trays.", "पिछले हफ़्ते के O15 में 20 किलो आटा और 10 किलो चीनी थी। इस हफ़्ते भी उतना ही फिर से भेज दीजिए।",
"Last week's bill B14 came to ₹2,100 for 50 kg rice. This week please send the same 50 kg rice again.", "O7 came late
yesterday. Today please send 20 packets of milk", "> Your order O12: 10 kg moong dal, 5 kg sugar — delivered 3 Nov.
Please send this same order again." The id says where the goods were seen before; today's request is a new one. These
had been refused "what about O18?" (``lang.verify``: every id must be carried by an intent or told as needing nothing).

The id is context only when its sentence asks nothing (no intent word, no question), names no complaint ("O15 came
with 5 kg less", "B14 had ₹40 extra": asked about as before) and no money paid or owed ("We have deposited the money
for bill no. 17.": a payment unread), names no goods but those asked today (not "O15 came
yesterday, the rice was full of stones. Send 10 kg sugar."), has its counts ordered only when today asks the same
again (not "Last week's O15 had 20 kg atta. Send 10 kg rice."), and tells the past: a past report (``lang.acts``
background) or a word of time gone ("last", "pichhle", "पिछले", "previous", "delivered", "had", "थी"). And only when
nothing today could be meant for it: every request of the message that could carry an id names its own, and no goods
are asked added to something ("add", "more", "also", "jod", "जोड़", "usme", "उसमें": the order named may be the one
added to — "Last week's O15 had 20 kg atta. Add 10 kg sugar to it." is still asked).

Shape: ``told_as_past(reader, pos, intents)`` with the MessageReader, the id's token and the composed intents → bool.
"""
from __future__ import annotations

from lang.bad_goods_back import FAULT_WORDS
from lang.bill_row_amounts import bill_row_order
from lang.id_guard import COMPLAINT_WORDS
from lang.language import fold_words
from lang.order_as_model import as_model
from lang.received_billed import received_order
from lang.stock_from_order import stock_from
from lang.order_van import on_its_van

__all__ = ["told_as_past"]

#: Words of time gone or of goods that came ("Last time (O18) you sent …", "पिछले हफ़्ते के O15 में … थी"; not "थे",
#: which folds to the English "the").
_PAST = fold_words(
    "last previous earlier pichhle pichhla pichhli pichle pichla pichli पिछले पिछला पिछली pehle पहले delivered "
    "डिलीवर deliver had was were thi tha थी था came aaya aayi aaye आया आई आए sent bheja bheje bheji भेजा भेजे भेजी "
    "totalled totaled amounted rahi rahe रही रहे")  # ("bills B1 to B7 totalled ₹1,12,400", "B2, B3 … ₹60,000 के रहे")
#: Words that ask for goods added to something ("add 10 kg sugar to it", "usme 5 kilo aur", "उसमें जोड़ दो").
_ADDING = fold_words(
    "add adding added more extra also too jod jodo jodna jod जोड़ जोड़ें जोड़िए जोड़ना usme usmein उसमें isme ismein "
    "इसमें saath साथ")
#: "With you" ("aapke saath", "आपके साथ"): no goods added.
_YOUR = fold_words("aapke apke aapki आपके आपकी your")
#: Words of a shortfall the complaint words do not hold ("only 15 came", "sirf 8 mile").
_SHORT = fold_words("only sirf सिर्फ़ सिर्फ keval केवल bas")
#: Words of goods told poor, beside the fault words of ``lang.bad_goods_back`` ("The rice in B50 was bad.").
_BAD = fold_words("bad poor ghatiya घटिया bekar bekaar बेकार keede kide कीड़े insects")
#: Words of money paid or owed: a sentence with one may be a payment the reader could not read ("We have deposited
#: the money for bill no. 17."), never context.
_MONEY = fold_words("pay paid paying payment deposit deposited money transfer transferred cash upi neft rtgs imps gpay "
                    "paytm phonepe cheque amount paisa paise पैसा पैसे bhugtan भुगतान payment पेमेंट rakam रकम jama जमा "
                    "chuka chukaya चुका चुकाया due owe owed udhaar udhar उधार baaki बाकी balance")
#: Words asking the past goods again ("send the same quantities again", "वही दोबारा भेज दो", "yahi order dobara").
_AGAIN = fold_words("same again repeat wahi vahi वही yahi yehi यही dobara dubara दोबारा phir fir फिर utna utni उतना "
                    "उतनी")
#: Intents that carry an id of their own; one without its id could be meant for the id told.
_ID_KINDS = frozenset({"cancel", "pay", "dispute", "ask_delivery", "ask_bill"})


def told_as_past(reader, pos: int, intents: list) -> bool:
    """The id at token ``pos`` is named only as the past in a sentence asking nothing, beside today's requests (each
    sentence's answer once; the message's tables once: linear in the message)."""
    if as_model(reader, pos, intents) or received_order(reader, pos, intents) or stock_from(reader, pos, intents) or (
            on_its_van(reader, pos, intents)) or bill_row_order(reader, pos, intents):
        return True  # "same ₹92 rate as O4", "O2 जैसा" (lang.order_as_model); "O3 aloo recieved 30kg ok. pls send
        # bill B3" (lang.received_billed); "only 3 packets left from O1" (lang.stock_from_order); "with the O1 van"
        # (lang.order_van); "| B2 | O2 | ₹1,704 |" in a table of bills paid (lang.bill_row_amounts)
    said = reader.__dict__.setdefault("_told_as_past", {})
    if said.get("intents") is not intents:  # (a new reading of the message starts afresh)
        said.clear()
        said["intents"], said["tables"] = intents, _tables(reader, intents)
    tables = said["tables"]
    clause = reader.clause_of[pos]
    if tables is None:
        return False
    if clause not in said:
        said[clause] = _past_clause(reader, clause, intents, *tables)
    return said[clause]


def _tables(reader, intents: list):
    """None when no id may be set aside in the message; else (clauses with intent words, goods by clause, clauses
    with a counted figure read by an intent, clauses with a word of the same again, clauses with a price read)."""
    if not intents or any(i.kind in _ID_KINDS and not (i.order_id or i.bill_id) for i in intents):
        return None
    words = reader._words
    if any(w in _ADDING and not (k and words[k - 1] in _YOUR) for k, w in enumerate(words)):
        return None  # (not "Aapke saath humare pichhle teen bill …": with you, nothing added)
    cued = {c.clause for c in reader.cues if c.kinds - ({"neutral", "bill", "bill_weak"} if getattr(
        reader, "email", False) else {"neutral"})}  # (an e-mail states no counter bill: "kul ₹1,12,400 ki rahi")
    goods: dict[int, set] = {}
    for m in reader.mentions:
        goods.setdefault(reader.clause_of[m.first], set()).add(m.sku)
    used = {f.clause for f in reader.figs if f.pos in reader.used_pos}
    priced = {f.clause for f in reader.figs if f.kind == "price" and f.pos in reader.used_pos}
    again = {reader.clause_of[k] for k in range(reader.n) if reader._word(k) in _AGAIN}
    return cued, goods, used, again, priced


def _past_clause(reader, clause: int, intents: list, cued: set, goods: dict, used: set, again: set,
                 priced: set) -> bool:
    """The sentence ``clause`` tells the past and asks nothing."""
    act = reader.acts.get(clause)
    if act is not None and act.question or clause in cued or not (cued | priced) - {clause}:
        return False  # today's request is said in a sentence of its own (not "Re O128 — the 40 kg rice."), by its
        # words or a price read ("we request a reduction of ₹2 per kg on rice": s44 RB r038), not by counts alone
        # ("O15 came. 40 kg potato and 6 dozen banana." may list what O15 held)
    lo, hi = reader.clause_span[clause]
    words = {reader._word(k) for k in range(lo, hi)}
    if not words.isdisjoint(COMPLAINT_WORDS | FAULT_WORDS | _BAD) or not words.isdisjoint(_SHORT) or not words.isdisjoint(
            _MONEY):  # (nor goods that came bad: "The rice in B50 was full of stones. Send 20 kg rice.")
        return False
    past = goods.get(clause, set())  # goods told in the past sentence are today's ("send the same again"), not
    if not past <= {i.sku for i in intents}:  # others ("O15 came yesterday, the rice was full of stones. Send 10 kg
        return False  # sugar.": the rice is a complaint unread)
    if clause in used and not any(c != clause and goods.get(c, set()) <= past for c in again):
        return False  # its counts read as today's order only when another sentence asks the same again, naming no
        # goods but these ("Please send the same again: 40 kg rice at ₹36/kg"; not "Last week's O15 had 20 kg atta.
        # Send 10 kg rice." nor "… Send the same 10 kg rice again.": the atta is no order)
    return act is not None and act.background or not words.isdisjoint(_PAST)
