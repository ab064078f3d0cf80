"""Writes tests/corpus_probes48_rd/{en,hi,hinglish}.jsonl from the triples below (run once; the jsonl files are the corpus).

Probes for the forty-eighth session's helper RD, written before the fixes (and before reading the reader's code for
these kinds): a negation before an order (trial48 finding 3: "Do NOT send sugar this week. Only 20 kg rice, please."
refused "what is 20 kg for?" in English, its Hindi and Hinglish twins read as orders), its neighbours in the three
languages, and the controls that keep or refuse their reading.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/probe_triples.py

from probe_triples import intent as K, item as I, write_triples  # noqa: E402 (after the path)

T = []


def add(style, intents, en, hi, hl, reason="", note=""):
    T.append((f"rd48-{len(T) + 1:03d}", style, reason, note, intents, en, hi, hl))


def order(*items):
    return [K("order", *items)]


# ---- kind 1: a negated send, then "only / just / sirf / bas" goods: an order of those goods, nothing for the first
# (no cancel: no open order of them is named; not a refusal of a price either — the brief of session 48) ----
add("terse", order(I("rice-1kg", 20)), "Do NOT send sugar this week. Only 20 kg rice, please.",
    "इस हफ़्ते चीनी मत भेजिए। सिर्फ़ 20 किलो चावल, प्लीज़।",
    "Is hafte cheeni mat bhejna. Sirf 20 kilo chawal, please.",
    note="the trial's words (trial48 F3, seq 6375): order rice 20; nothing for the sugar")
add("terse", order(I("milk-500ml", 20)), "Don't send sugar, only 20 packets of milk.",
    "चीनी मत भेजिए, सिर्फ़ 20 पैकेट दूध भेजिए।",
    "Cheeni mat bhejiye, sirf 20 packet doodh bhejiye.",
    note="the trial's Hindi words (seq 6932): order milk 20; nothing for the sugar")
add("chatty", order(I("noodles-70g", 10)), "We don't need sugar, just send 10 packets of Maggi.",
    "चीनी नहीं चाहिए, बस 10 पैकेट मैगी भेज देना।",
    "Sugar nahi chahiye, bas 10 packet Maggi bhej dena.",
    note="the trial's Hinglish words (seq 6936): order Maggi 10; nothing for the sugar")
add("terse", order(I("toor-dal-1kg", 5)), "Please don't send atta now. Only 5 kg toor dal.",
    "अभी आटा मत भेजिए। सिर्फ़ 5 किलो तूर दाल।",
    "Abhi aata mat bhejiye. Sirf 5 kilo toor dal.",
    note="order toor 5; nothing for the atta")
add("terse", order(I("eggs-1pc", 60)), "Do not send ghee this week — just 2 trays of eggs.",
    "इस हफ़्ते घी मत भेजना — बस 2 ट्रे अंडे।",
    "Is hafte ghee mat bhejna — bas 2 tray ande.",
    note="order eggs 60 (2 trays); nothing for the ghee")
add("terse", order(I("tomato-1kg", 10)), "Don't send onions or potatoes this time, only 10 kg tomatoes.",
    "इस बार प्याज़ या आलू मत भेजना, सिर्फ़ 10 किलो टमाटर।",
    "Is baar pyaaz ya aloo mat bhejna, sirf 10 kilo tamatar.",
    note="order tomato 10; nothing for onion and potato ('or' joins the goods not sent, no choice is asked)")

# ---- kind 2: a negated send, then a plain send of other goods ("X mat bhejna, Y bhejna"): the same reading ----
add("terse", order(I("rice-1kg", 20)), "Don't send sugar. Send 20 kg rice.",
    "चीनी मत भेजना, 20 किलो चावल भेजना।",
    "Cheeni mat bhejna, 20 kilo chawal bhejna.",
    note="order rice 20; nothing for the sugar")
add("formal", order(I("moong-dal-1kg", 10)), "Do not send besan this week; please send 10 kg moong dal.",
    "इस हफ़्ते बेसन मत भेजिए; 10 किलो मूंग दाल भेज दीजिए।",
    "Is hafte besan mat bhejiye; 10 kilo moong dal bhej dijiye.",
    note="order moong 10; nothing for the besan")
add("terse", order(I("biscuits-65g", 24)), "Don't send Maggi now, send 2 cases of Parle-G.",
    "अभी मैगी मत भेजो, 2 पेटी पारले-जी भेजो।",
    "Abhi Maggi mat bhejo, 2 peti Parle-G bhejo.",
    note="order biscuits 24 (2 cases of 12); nothing for the Maggi")
add("terse", order(I("tea-250g", 12)), "No need to send salt. Send 12 packets of tea.",
    "नमक भेजने की ज़रूरत नहीं। 12 पैकेट चाय भेजिए।",
    "Namak bhejne ki zaroorat nahi. 12 packet chai bhejiye.",
    note="order tea 12; nothing for the salt")
add("chatty", order(I("atta-5kg", 6)), "Don't send sugar this week bhaiya, send 30 kg atta.",
    "भैया इस हफ़्ते चीनी मत भेजना, 30 किलो आटा भेजना।",
    "Bhaiya is hafte cheeni mat bhejna, 30 kilo aata bhejna.",
    note="order atta 6 (30 kg in 5 kg packs); nothing for the sugar")

# ---- kind 3: "no X this time" / "skip X", then goods: in a sentence of its own a reject of X (en-c059 "No onions this
# week.", "we'll skip X"), in the sentence that orders goods not ordered (lang.but_refused) — then the order ----
add("terse", order(I("rice-1kg", 20)), "No sugar this time; rice 20 kg.",
    "इस बार चीनी नहीं; चावल 20 किलो।",
    "Is baar cheeni nahi; chawal 20 kilo.",
    note="order rice 20; gold_changed: the refusal is in the sentence that orders, which the corpora read as goods not "
         "ordered (lang.but_refused: 'Send 20 kg sugar and 10 kg gud, not the salt this time' → the orders alone), "
         "not a reject (written first as one)")
add("terse", order(I("rice-1kg", 20)), "Skip sugar, send 20 kg rice.",
    "चीनी रहने दो, 20 किलो चावल भेजो।",
    "Cheeni rehne do, 20 kilo chawal bhejo.",
    note="order rice 20; gold_changed: a skip in the sentence that orders is goods not ordered (as rd48-012), not "
         "a reject (written first as one)")
add("terse", order(I("rice-1kg", 20)), "No sugar this week, only 20 kg rice.",
    "इस हफ़्ते चीनी नहीं, सिर्फ़ 20 किलो चावल।",
    "Is hafte cheeni nahi, sirf 20 kilo chawal.",
    note="order rice 20; gold_changed: as rd48-012 (one sentence), not a reject (written first as one)")
add("terse", [K("reject", I("curd-400g")), K("order", I("paneer-200g", 10))],
    "Skip the curd this week. Just 10 packets of paneer.",
    "इस हफ़्ते दही रहने दीजिए। बस 10 पैकेट पनीर।",
    "Is hafte dahi rehne dijiye. Bas 10 packet paneer.",
    note="reject curd, order paneer 10")
add("terse", order(I("banana-1dozen", 2)), "No eggs for now; send 2 dozen bananas.",
    "अभी अंडे नहीं; 2 दर्जन केले भेजिए।",
    "Abhi ande nahi; 2 darjan kele bhejiye.",
    note="order bananas 2 dozen; gold_changed: as rd48-012 (one sentence), not a reject (written first as one; "
         "'No eggs for now' alone, en-u77008, is one)")

# ---- controls ----
add("terse", [K("cancel", I("sugar-1kg"), o="O11"), K("order", I("rice-1kg", 20))],
    "Don't send the sugar in O11. Send only 20 kg rice.",
    "O11 में चीनी मत भेजिए। सिर्फ़ 20 किलो चावल भेजिए।",
    "O11 mein cheeni mat bhejiye. Sirf 20 kilo chawal bhejiye.",
    note="control: an open order of the sugar is named, so the sugar is cut from O11 (as en-e8021); rice 20 is a new "
         "order (no 'instead')")
add("terse", order(I("rice-1kg", 20)), "Only 20 kg rice, please.",
    "सिर्फ़ 20 किलो चावल, प्लीज़।",
    "Sirf 20 kilo chawal, please.",
    note="control: the trial's replay without the negation (read on main)")
add("terse", [], "Don't send sugar this week, only rice.",
    "इस हफ़्ते चीनी मत भेजिए, सिर्फ़ चावल।",
    "Is hafte cheeni mat bhejiye, sirf chawal.",
    reason="no_quantity", note="control: the rice has no quantity; the refusal should ask how much rice")
add("terse", [], "Don't send sugar, only 20 kg.",
    "चीनी मत भेजिए, सिर्फ़ 20 किलो।",
    "Cheeni mat bhejiye, sirf 20 kilo.",
    reason="no_item", note="control: 20 kg of what? the refusal should ask for the goods")

# ---- kind 4: a plain order with "only / just" and a time word: an order (never "what is N for?") ----
add("terse", order(I("rice-1kg", 20)), "Just 20 kg rice this week, please.",
    "इस हफ़्ते बस 20 किलो चावल, प्लीज़।",
    "Is hafte bas 20 kilo chawal, please.",
    note="a plain order")
add("terse", order(I("noodles-70g", 12)), "Only 12 packets of Maggi this time.",
    "इस बार सिर्फ़ 12 पैकेट मैगी।",
    "Is baar sirf 12 packet Maggi.",
    note="a plain order")
add("terse", order(I("rice-1kg", 20)), "Rice 20 kg only, nothing else.",
    "सिर्फ़ चावल 20 किलो, और कुछ नहीं।",
    "Sirf chawal 20 kilo, aur kuch nahi.",
    note="a plain order; 'nothing else' asks nothing more")

if __name__ == "__main__":
    write_triples(HERE, T)
