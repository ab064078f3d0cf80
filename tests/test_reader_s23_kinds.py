"""Kinds of message the twenty-third session found misread (sealed68's refusals of plain mail, and the session's
breakers), each read here as a shopkeeper reads it. A kind, not a sentence: the variants here are not the corpus's
rows."""
from __future__ import annotations

import pytest

from reader_intents import intents, refused


def mail(text: str) -> list[tuple]:
    """The intents of a manager's e-mail as the supplier's desk reads it."""
    return intents(text, email=True)


@pytest.mark.parametrize("text, rows", [
    # what the shop's customers pay is the counter's price, never one offered to the supplier ("ग्राहक ₹45 से ज़्यादा
    # नहीं देंगे" beside a refused quote had been an offer at ₹45; the English was refused)
    ("We cannot take rice at ₹42, our customers won't pay more than ₹45.",
     [("reject", "rice-1kg", None, 4200, None, None)]),
    ("चावल ₹42 में नहीं ले सकते, ग्राहक ₹45 से ज़्यादा नहीं देंगे।", [("reject", "rice-1kg", None, 4200, None, None)]),
    ("Chawal ₹42 pe nahi le sakte, kyunki humare grahak ₹45 se zyada nahi denge.",
     [("reject", "rice-1kg", None, 4200, None, None)]),
    ("Rice at ₹42 is too high; our customers will not pay more than ₹45. Can you do ₹38?",
     [("offer", "rice-1kg", None, 3800, None, None)]),
    ("Rice ₹38 chalega? Grahak ₹45 se zyada nahi denge.", [("offer", "rice-1kg", None, 3800, None, None)]),
    ("Our customers pay ₹7 per egg. Send 2 trays eggs at ₹5.50.", [("order", "eggs-1pc", 60, 550, None, None)]),
    # the customers named, then our own request: the price is ours
    ("For our customers please send rice at ₹38, 20 kg.", [("order", "rice-1kg", 20, 3800, None, None)]),
])
def test_what_customers_pay_is_no_offer(text, rows):
    from lang.reader import read_message
    from reader_intents import CAT
    r = read_message(text, CAT, email=True, second_opinion=False)  # the rules' reading
    assert r.readable and [(i.kind, i.sku, i.quantity, i.unit_price_paise, i.order_id, i.bill_id)
                           for i in r.intents] == rows, (text, r.reason)
    judged = read_message(text, CAT, email=True)  # the second opinion (retrained in the twenty-seventh session on
    assert not judged.readable or judged.intents == r.intents  # the corpora) may doubt one; it never changes it


@pytest.mark.parametrize("text", [
    # orders said to stay as they are beside a cancel are not cancelled with it (O4, or O4 and O6, had been, silently)
    "O4 and O6 are fine as they are; please cancel O7.",
    "O4 और O6 ठीक हैं, O7 रद्द करें।",
    "O4 aur O6 theek hain, O7 cancel kar do.",
    "Keep O4 and O6; cancel O7",
    "Cancel O7; O4 and O6 are fine.",
])
def test_orders_kept_beside_a_cancel_stay(text):
    assert mail(text) == [("cancel", None, None, None, "O7", None)]


@pytest.mark.parametrize("text, rows", [
    # a "fine" said of the cancel itself keeps nothing
    ("Cancel O7 and O8, it is fine.", [("cancel", None, None, None, "O7", None), ("cancel", None, None, None, "O8", None)]),
    ("Cancel O7 and O8. O9 is fine.", [("cancel", None, None, None, "O7", None), ("cancel", None, None, None, "O8", None)]),
])
def test_a_cancel_of_several_stays(text, rows):
    assert mail(text) == rows


@pytest.mark.parametrize("text", [
    # counted goods named as what new goods replace were asked before: not ordered as well (both had been ordered,
    # silently); with no order named they are cut from the open order they are on, as any partial cancel with no id
    # is (the corpus README; holdout94 v9035's golds in all three languages; lang.counted_swap, s29 — this had
    # asked which order)
    "Instead of the 10 kg jaggery, send 10 kg sugar.",
    "Send 10 kg sugar instead of the 10 kg jaggery.",
    "10 किलो गुड़ की बजाय 10 किलो चीनी भेज दीजिए।",
])
def test_counted_goods_replaced_are_not_ordered(text):
    assert sorted(mail(text)) == [("cancel", "jaggery-1kg", 10, None, None, None), ("order", "sugar-1kg", 10, None, None, None)]


def test_goods_replaced_without_a_count_ask_nothing():
    assert mail("Instead of jaggery, send 10 kg sugar.") == [("order", "sugar-1kg", 10, None, None, None)]


@pytest.mark.parametrize("text", [
    # a bill said to be still unpaid beside one paid is not paid (B10 had been paid with B9, silently; the Hindi
    # "बाकी" had been read as B9's balance left for later)
    "B9 paid; B10 pending.",
    "B9 paid, B10 still due.",
    "B9 ka payment ho gaya, B10 baaki hai.",
    "B9 का पेमेंट हो गया, B10 बाकी है।",
])
def test_a_bill_still_unpaid_beside_one_paid(text):
    assert mail(text) == [("pay", None, None, None, None, "B9")]


@pytest.mark.parametrize("text", [
    # a payment told, then taken back, pays nothing (B7 had been paid, silently)
    "Paid B7. Actually no, not yet — will do it tomorrow.",
    "Paid B7. Scratch that, not paid yet.",
    "B7 ka payment kar diya. Nahi, abhi nahi kiya.",
    "B7 का भुगतान कर दिया। नहीं, अभी नहीं किया।",
])
def test_a_payment_taken_back_pays_nothing(text):
    assert refused(text, email=True) == "contradictory.retracted"


def test_a_later_sentence_about_another_bill_takes_nothing_back():
    assert mail("Paid B7. Not yet paid B8.") == [("pay", None, None, None, None, "B7")]


@pytest.mark.parametrize("text", [
    # a price asked below another's, with no price of our own, asks how much lower (the offer had been read at the
    # other's price, silently)
    "Gupta Traders ne cheeni ₹41 boli hai. Usse kam karo.",
    "गुप्ता ट्रेडर्स ने चीनी ₹41 बोली है। उससे कम करो।",
    "Gupta quoted sugar at ₹41. Can you do better?",
    "Gupta quoted sugar at ₹41. Can you beat that?",
    "Agarwal chawal ₹36 deta hai, aap usse kam karo, 50 kilo chahiye",
])
def test_below_another_price_asks_how_much_lower(text):
    assert refused(text, email=True) == "no_price.how_much_lower"


@pytest.mark.parametrize("text, rows", [
    ("Gupta quoted sugar at ₹41. Can you do better? ₹39?", [("offer", "sugar-1kg", None, 3900, None, None)]),
    ("Gupta quoted sugar at ₹41. Can you match that?", [("offer", "sugar-1kg", None, 4100, None, None)]),
    ("Sugar ₹41 fine. Send 20 kg, better than last time please.",
     [("accept", "sugar-1kg", None, 4100, None, None), ("order", "sugar-1kg", 20, None, None, None)]),
])
def test_a_price_of_our_own_or_a_ceiling_stands(text, rows):
    assert mail(text) == rows


@pytest.mark.parametrize("text", [
    # the old rate asked for again beside the supplier's new one said back: the new one had been read as our offer
    # (silently); which is ours cannot be told from the rules, so the reader asks
    "Toor dal ₹150 now? Give it at the old ₹138.",
    "Toor dal ab ₹150? Purane ₹138 mein hi do.",
    "तूर दाल अब ₹150? पुराने ₹138 में ही दो।",
])
def test_an_old_rate_asked_beside_a_new_one_is_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.conflict"


def test_an_old_rate_alone_is_the_orders():
    assert mail("Send 20 kg toor dal at the old ₹138.") == [("order", "toor-dal-1kg", 20, 13800, None, None)]


@pytest.mark.parametrize("text", [
    # all the goods but some: the verdict of "all" had gone to the excepted goods too (silently)
    "Sugar ₹41, rice ₹38, jaggery ₹62 — we'll take all of them except the jaggery.",
    "Sugar ₹41, rice ₹38, jaggery ₹62 — all fine except jaggery.",
    "Sugar ₹41 and rice ₹38 fine, everything else no.",
    "चीनी ₹41, चावल ₹38, गुड़ ₹62 — गुड़ छोड़कर सब ले लेंगे।",
    "Cheeni ₹41, chawal ₹38, gud ₹62 — gud ke alawa sab le lenge.",
    "Cheeni ₹41, chawal ₹38, gud ₹62 — gud ko chhod ke sab le lenge.",
])
def test_all_but_some_goods_is_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.except_goods"


def test_nothing_more_after_an_order_is_no_refusal():
    assert mail("Send 36 tubes of toothpaste. Rest no.") == [("order", "toothpaste-100g", 36, None, None, None)]


@pytest.mark.parametrize("text", [
    # goods already asked for moved to another day had been ordered again (silently: sent twice)
    "Send the 20 kg rice next week instead of tomorrow.",
    "Please send the 20 kg rice on Friday instead.",
    "Deliver the 2 trays of eggs tomorrow instead of today.",
    "20 किलो चावल कल की जगह अगले हफ़्ते भेजिए।",
])
def test_goods_moved_to_another_day_are_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.reschedule"


@pytest.mark.parametrize("text", [
    # a bare number changing an earlier count had been a price (an offer at ₹30 for 40 kg, silently)
    "I said 40 kg rice; make it 30.",
    "Pehle 40 kilo chawal bola tha, ab 30 kar do.",
])
def test_a_bare_number_changing_a_count_is_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.bare_number"


@pytest.mark.parametrize("text, rows", [
    ("Send 40 kg rice. Actually make it 30.", [("order", "rice-1kg", 30, None, None, None)]),
    ("Send 20 kg sugar instead of jaggery tomorrow.", [("order", "sugar-1kg", 20, None, None, None)]),
])
def test_a_correction_and_a_day_told_stay(text, rows):
    assert mail(text) == rows


@pytest.mark.parametrize("text, ids", [
    # a range of ids names the ones between too (B3 had been left out, silently)
    ("Payment for bills B2 to B4 done.", ["B2", "B3", "B4"]),
    ("Bill B2 se B4 tak ka payment ho gaya.", ["B2", "B3", "B4"]),
    ("Paid bills B10 to B13.", ["B10", "B11", "B12", "B13"]),
    ("Paid B2 and B4.", ["B2", "B4"]),
])
def test_a_range_of_bills_paid(text, ids):
    assert mail(text) == [("pay", None, None, None, None, i) for i in ids]


def test_a_range_of_orders_cancelled():
    assert mail("Cancel O5-O7.") == [("cancel", None, None, None, f"O{q}", None) for q in (5, 6, 7)]


@pytest.mark.parametrize("text", [
    # a change taken from someone else's price or the MRP had been taken off the supplier's own price (silently)
    "Agarwal se ₹2 kam mein chawal do.",
    "Give 5 dozen Maggi at ₹2 less than MRP.",
])
def test_a_change_from_another_price_is_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.price_from_another"


@pytest.mark.parametrize("text", ["Rice ₹2 less than your rate please.", "Chawal aapke rate se ₹2 kam karo."])
def test_a_change_from_the_suppliers_price_stands(text):
    assert mail(text) == [("offer", "rice-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", [
    # a bill said to charge too much with no bill named had been a refusal of the goods at that price (silently)
    "The atta bill is ₹250 too much, please check.",
    "आटे का बिल ₹250 ज़्यादा है, देख लीजिए।",
    "Atta ka bill ₹250 zyada laga hai, check karo.",
])
def test_an_overcharge_with_no_bill_named_is_asked(text):
    assert refused(text, email=True) == "no_id.bill"


@pytest.mark.parametrize("text", [
    # goods agreed to in a sentence that refuses other goods, each its own word: a verdict per goods on the
    # supplier's quote (they had been refused: "what price for sugar?")
    "sugar yes, gur no",
    "चीनी हाँ, गुड़ नहीं",
    "Cheeni haan, gud nahi.",
])
def test_a_verdict_per_goods(text):
    assert mail(text) == [("accept", "sugar-1kg", None, None, None, None), ("reject", "jaggery-1kg", None, None, None, None)]


def test_goods_listed_under_one_verdict_are_each_accepted():
    # (had been asked, "the potato's?"; breaker AG's gold w9039 reads the list under its one "Yes to": s32 fixer AD,
    # lang.verdict_list)
    assert mail("Yes to onion and potato, no to tomato.") == [
        ("accept", "onion-1kg", None, None, None, None), ("accept", "potato-1kg", None, None, None, None),
        ("reject", "tomato-1kg", None, None, None, None)]


@pytest.mark.parametrize("text", [
    # verdicts swapped had stood as first said (silently)
    "Sugar ok, jaggery no. Sorry, other way round — jaggery ok, sugar no.",
    "Cheeni theek, gud nahi. Sorry, ulta likh diya — gud theek, cheeni nahi.",
    "Cheeni ok, gud nahi. Sorry, ulta — gud ok, cheeni nahi.",
])
def test_verdicts_swapped_are_asked(text):
    assert refused(text, email=True) == "contradictory.retracted"


@pytest.mark.parametrize("text, rows", [
    # goods taken off an order cut it (the sugar had taken the next sentence's "add" and been ordered into O3)
    ("Take the 10 kg sugar off O3 and add 10 kg jaggery to O4.",
     [("cancel", "sugar-1kg", 10, None, "O3", None), ("order", "jaggery-1kg", 10, None, "O4", None)]),
    ("Take 6 packets of Maggi off order 28.", [("cancel", "noodles-70g", 6, None, "O28", None)]),
    ("Take 10 kg off the sugar in O3.", [("cancel", "sugar-1kg", 10, None, "O3", None)]),
    # an advance given in Hindi is paid (it had been dropped beside a delivery question)
    ("O44 का एडवांस दे दिया। यह कब डिस्पैच होगा?",
     [("pay", None, None, None, "O44", None), ("ask_delivery", None, None, None, "O44", None)]),
])
def test_goods_taken_off_and_an_advance_given(text, rows):
    assert mail(text) == rows


def test_keycap_digits_number_a_list():
    # "1️⃣ Chawal – 25 kg" is the list's first line, not "1" of something ("what is 1 for?")
    assert mail("Order list 📝\n1️⃣ Chawal – 25 kg\n2️⃣ Aata – 10 kg\n3️⃣ Namak – 5 kg") == [
        ("order", "rice-1kg", 25, None, None, None), ("order", "atta-5kg", 2, None, None, None),
        ("order", "salt-1kg", 5, None, None, None)]


def test_a_keycap_count_stays_a_count():
    assert mail("5️⃣ dozen eggs bhejo") == [("order", "eggs-1pc", 60, None, None, None)]


@pytest.mark.parametrize("text, rows", [
    # a figure corrected on the spot: the first was a slip ("what is ₹35 for?", "20 kg of rice is 20 kgs, not 25 kg")
    ("Make it ₹36 — sorry, ₹35 — for rice and I'll take 60 kg.", [("offer", "rice-1kg", 60, 3500, None, None)]),
    ("Send 20 kg, sorry, 25 kg rice.", [("order", "rice-1kg", 25, None, None, None)]),
    ("Rice ₹36, sorry ₹35, 60 kg chahiye.", [("order", "rice-1kg", 60, 3500, None, None)]),
])
def test_a_slip_corrected_on_the_spot(text, rows):
    assert mail(text) == rows


def test_a_figure_said_again_in_another_unit_is_no_slip():
    # "matlab" restates: ₹500 a kilo is ₹125 a 250 g packet — one price (lang.price_twin; holdout15 hl-034's gold),
    # not a slip corrected
    assert intents("Chai patti ₹500 kilo matlab ₹125 ka 250 gm packet — chalega. 16 packet bhejo.", email=True) == [
        ("accept", "tea-250g", None, 12500, None, None), ("order", "tea-250g", 16, None, None, None)]


@pytest.mark.parametrize("text", [
    # the contents stated for one goods' carton are not another goods' peti (the cold drinks had been 3 × 48 = 144
    # bottles, silently)
    "कोल्ड ड्रिंक की 3 पेटी और मैगी के 2 कार्टन (एक कार्टन में 48 पैकेट) भेजो।",
    "Cold drink ki 3 peti aur Maggi ke 2 carton (ek carton mein 48 packet) bhejo.",
])
def test_contents_stated_for_another_goods_container(text):
    assert mail(text) == [("order", "soft-drink-750ml", 36, None, None, None), ("order", "noodles-70g", 96, None, None, None)]


@pytest.mark.parametrize("text, rows", [
    # words that may stand in a plain list: fresh, the usual or old rate
    ("पनीर 4kg @380/kg, ताज़ा ही", [("order", "paneer-200g", 20, 7600, None, None)]),
    ("paneer 4kg @380/kg, fresh only", [("order", "paneer-200g", 20, 7600, None, None)]),
    ("20 लीटर दूध और 12 दही, रोज़ वाले रेट पर", [("order", "milk-500ml", 40, None, None, None),
                                           ("order", "curd-400g", 12, None, None, None)]),
])
def test_plain_lists_with_fresh_and_the_usual_rate(text, rows):
    assert mail(text) == rows


@pytest.mark.parametrize("text, language", [
    # a word of address beside an English function word keeps English English ("…, ji." had made it Hinglish:
    # its refusal worded in Hinglish and counted under Hinglish)
    ("Please send 10 kg rice, ji.", "en"),
    ("Namaste ji, 20 kg rice please", "en"),
    ("Ji haan, 20 kilo bhej do", "hinglish"),
    ("Bhaiya 10 kilo chawal bhejo", "hinglish"),
])
def test_a_word_of_address_keeps_english(text, language):
    from lang.language import detect_language
    assert detect_language(text) == language


@pytest.mark.parametrize("text", ["Please shift O30 to Saturday.", "O30 ko shanivar pe shift kar do."])
def test_an_order_moved_to_a_day_is_refused_as_such(text):
    # (it had been refused with no_intent, which points the writer the wrong way)
    assert refused(text, email=True) == "ambiguous_intent.reschedule"


@pytest.mark.parametrize("text, rows", [
    # another's price told as news in a sentence of its own asks nothing (the whole had been refused: "what is ₹34
    # for?")
    ("Cancel O9. Agarwal is giving the same rice at ₹34.", [("cancel", None, None, None, "O9", None)]),
    ("Cancel O9. Agarwal ₹34 mein de raha hai.", [("cancel", None, None, None, "O9", None)]),
    ("Paid B15 today. By the way, Gupta sells sugar at ₹41 this week.", [("pay", None, None, None, None, "B15")]),
])
def test_anothers_price_told_as_news(text, rows):
    assert mail(text) == rows


@pytest.mark.parametrize("text", [
    # "the same rate" with only another's price named had ordered at the supplier's own price (silently)
    "Agarwal is giving rice at ₹34. Give us the same rate and send 20 kg.",
])
def test_match_with_only_anothers_price_is_asked(text):
    assert refused(text, email=True) == "ambiguous_intent.price_from_another"


def test_match_that_offers_the_other_price():
    # "Match that" asks for the other's price: an offer at it, with the count (twenty-seventh session, fixer P:
    # the writers of holdouts 56, 69 and 96 label it so — "Match that and I'll order 40 kg" → offer 40 kg at ₹30);
    # it had been refused here as a price worked out from another's
    assert mail("Agarwal is giving rice at ₹34. Match that and send 20 kg.") == [
        ("offer", "rice-1kg", 20, 3400, None, None)]


def test_a_beside_a_price_of_our_own_the_rival_price_stays():  # (session 33: the ₹140 is refused, holdout47 s093's
    assert intents("₹140 for toor? Gupta gives ₹132. No.", email=True) == [  # gold; the rival's ₹132 is told, no bid)
        ("reject", "toor-dal-1kg", None, 14000, None, None)]


@pytest.mark.parametrize("text, rows", [
    # goods added "to it" go to the order named before (they had gone out as a new order of their own)
    ("We are NOT cancelling O6. Please add 5 kg sugar to it.", [("order", "sugar-1kg", 5, None, "O6", None)]),
    ("O12 (20 किलो आटा) निकल गया क्या? उसमें 2 किलो मक्खन भी जोड़ दीजिए।",
     [("ask_delivery", "atta-5kg", 4, None, "O12", None), ("order", "butter-100g", 20, None, "O12", None)]),
    ("O12 (20 kilo aata) nikla kya? Usme 2 kilo makkhan bhi add kar dena.",
     [("ask_delivery", "atta-5kg", 4, None, "O12", None), ("order", "butter-100g", 20, None, "O12", None)]),
])
def test_goods_added_to_it(text, rows):
    assert mail(text) == rows


@pytest.mark.parametrize("text, rows", [
    # a reason in brackets no longer makes its request's sentence background (the bread cancel had been lost)
    ("Cancel all 10 packets of bread from O15 (we still have stock from last week).",
     [("cancel", "bread-400g", 10, None, "O15", None)]),
    ("Changes to O15:\n- Eggs: reduce from 6 trays to 4 trays\n- Bread: cancel all 10 packets (we still have stock)",
     [("cancel", "eggs-1pc", 60, None, "O15", None), ("cancel", "bread-400g", 10, None, "O15", None)]),
    # "give it a miss" refuses (the almonds' refusal had been dropped beside an order)
    ("Thanks for the quote of ₹95 for almonds, we'll give it a miss. Please send 48 packets of Maggi.",
     [("reject", "almonds-100g", None, 9500, None, None), ("order", "noodles-70g", 48, None, None, None)]),
])
def test_a_reason_in_brackets_and_giving_it_a_miss(text, rows):
    assert mail(text) == rows


@pytest.mark.parametrize("text", [
    # a payment's amount in the next sentence, which says nothing else, is the payment's (it had been refused:
    # "what is 3,210 rs for?")
    "B16 paid. 3,210 rs gpay done. pls check bhaiya",
    "B16 ka payment kar diya. 3,210 rs gpay ho gaya. check kar lo bhaiya",
    "B16 paid. Rs 3,210 sent on gpay.",
])
def test_a_payments_amount_in_the_next_sentence(text):
    assert mail(text) == [("pay", None, None, None, None, "B16")]


def test_confirm_when_you_get_a_minute_asks_after_nothing():
    # a courtesy, not a delivery question (it had asked after the rice of the next sentence, silently)
    assert mail("Paid B12 via UPI. Please confirm when you get a minute. We sold 60 kg of rice.") == [
        ("pay", None, None, None, None, "B12")]
    assert mail("Please confirm when the 20 kg rice will come.") == [("ask_delivery", "rice-1kg", 20, None, None, None)]


@pytest.mark.parametrize("text", ["? do at have 48 10 trays trays", "kal B10 5️⃣ carton ₹41 I zyada 10 trays carton"])
def test_a_container_counted_in_containers_at_the_end_never_raises(text):
    # found by fuzzing the session's trigger words: lang.container_totals raised KeyError('tray') (an operator
    # precedence slip let a contents stated in trays through when the tray word ended the message)
    from lang.reader import read_message
    assert not read_message(text, email=True).readable


def test_a_cue_at_the_end_of_a_semicolon_stretch_never_raises():
    # found by fuzzing: lang.either_guard indexed its ";"-stretches by a cue past the last token (IndexError)
    from lang.reader import read_message
    text = ("will O5 का 24 ( चीनी each कल ₹50 मुझे bori than take Namaste wali रद्द O12 10 ** to 24 — ; take किया than "
            "पेमेंट ग्राहक 24 make match ₹42")
    assert not read_message(text, email=True).readable


def test_a_cue_past_the_last_token_never_raises():
    # found by fuzzing: a cue placed past the message's last token was indexed by later steps (IndexError)
    from lang.reader import read_message
    text = ("चावल 25 tin ₹50 ) 1. each 3 ₹42 gives 48 cancel I उसमें — B4 कम कम kar Maggi ✅ उल्टा trays 25 cases "
            "~~₹45~~ 30 half ~~₹45~~ ₹50")
    assert not read_message(text, email=True).readable
