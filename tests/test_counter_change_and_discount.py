"""The cashier's change sentences and haggling figures at the counter (trial 37, problems 3 and 4; fixer CW, session
37): what ``lang.counter_words.read_at_counter`` bills. ``lang.counter_offered``, ``lang.counter_change``,
``lang.counter_guard``.

- Change on a condition ("Total ₹1,051.50. If you give ₹2,000 I'll return ₹948.50") had billed the change (the
  customer paid ₹948.50) or nothing; a total under ₹10 ("Total ₹4.50. 500 ka note doge to 495.5 wapas milenge") was
  dropped as a count. The bill is the total the note and change check with; when none checks, nothing is billed and
  the cashier is told why (``ambiguous_intent.counter_change``). An amount said as change handed back is never
  billed, however near the total.
- The bill's lines, then the total, the note and the change ("12 eggs at ₹7 = ₹84, bread ₹45, total ₹129. From ₹200
  here's ₹71 back"): the total.
- A note asked for ("Bhaiya ₹500 ka note hai? Total 230") is no bill.
- The figure after a percent off ("I can give you 5% off: ₹132.53", "5% कम कर देता हूँ: ₹828.88", "5% kam kar deta
  hoon, ₹218.50 de do") is the bill; the amount a percent is taken from is not.
- A price held after refusing the customer's figure with words of address or "it is" between ("₹204 nahi bhaiya,
  ₹250 hi lagega", "Not ₹400, sir — it's ₹450").

Sentences marked "trial" are the trial's own; the rest are probes written for this fix.
"""
import pytest

from lang.counter_words import read_at_counter


def _bill(text):
    r = read_at_counter(text)
    return [i.total_paise for i in r.intents if i.kind == "bill"] if r.readable else r.reason_key


@pytest.mark.parametrize("text,paise", [
    ("Total ₹1,051.50. If you give ₹2,000 I'll return ₹948.50.", 105150),  # trial: had billed ₹948.50
    ("Total ₹576. If you give ₹2,000 I'll return ₹1,424.", 57600),  # trial: had been unread
    ("Total ₹4.50. 500 ka note doge to 495.5 wapas milenge.", 450),  # trial: had been unread
    ("Total ₹812. If you give ₹1,000 I'll return ₹188.", 81200),
    ("Your total is ₹812; if you pay with a ₹1,000 note you get ₹188 back.", 81200),
    ("That's ₹812. If you hand me ₹1,000, here's ₹188 change.", 81200),
    ("Total ₹1,051.50. I'll return ₹948.50 if you give ₹2,000.", 105150),
    ("₹812 hua. Agar 1000 doge to 188 wapas.", 81200),
    ("Kul ₹812. 1000 ka note denge toh ₹188 wapas milenge.", 81200),
    ("Total ₹1,051.50. ₹2,000 doge toh ₹948.50 milega.", 105150),  # had billed ₹948.50
    ("कुल ₹812 हुए। अगर ₹1,000 देंगे तो ₹188 वापस।", 81200),
    ("₹812 हुए, 1000 का नोट दें तो 188 वापस मिलेंगे।", 81200),
    ("कुल ₹1,051.50। 2000 दोगे तो 948.50 लौटाऊँगा।", 105150),
    ("₹500 ke teen note diye, bill ₹1,342 hai, ₹158 wapas.", 134200),  # three notes of ₹500 handed
    ("आपने ₹500 के दो नोट दिए, बिल ₹842 का है, ₹158 वापस।", 84200),
    ("Atta ₹250, dal ₹130 — total ₹380. From ₹500, ₹120 back.", 38000),  # the lines, then total, note, change
    ("आटा ₹250, दाल ₹130 — कुल ₹380। आपने ₹500 दिए, ₹120 वापस।", 38000),
    ("Atta ₹250, dal ₹130 — ₹380. ₹500 diye, ₹120 wapas.", 38000),
])
def test_change_sentence_bills_the_total(text, paise):
    assert _bill(text) == [paise]


@pytest.mark.parametrize("text,key", [
    ("Total ₹812. If you give ₹1,000 I'll return ₹198.", "ambiguous_intent.counter_change"),  # does not check
    ("Kul ₹812. 1000 ka note doge to 198 wapas.", "ambiguous_intent.counter_change"),
    ("₹500 ke do note diye, bill ₹342 ka hai — ye lo ₹158 change.", "ambiguous_intent.counter_change"),  # ₹1,000 given
    ("Total ₹1,051.50. With ₹2,000 you get ₹948.50 back.", "ambiguous_intent.counter_bill"),  # had billed ₹948.50
    ("Sugar ₹45, total ₹129; ₹200 diye, ₹155 wapas.", "ambiguous_intent.counter_change"),
])
def test_change_that_does_not_check_is_refused_with_a_reason(text, key):
    assert _bill(text) == key


def test_a_named_total_the_email_reader_bills_is_refused_when_the_change_does_not_check():
    # session 38, fixer DB: the e-mail reader bills "कुल ₹812", but the change does not check (₹1,000 - ₹812 is
    # ₹188): refused as the English and Hinglish are, not billed in Hindi alone
    assert _bill("कुल ₹812। 1000 का नोट दें तो 198 वापस।") == "ambiguous_intent.counter_change"
    assert _bill("Total ₹812. If you give ₹1,000 I'll return ₹198.") == "ambiguous_intent.counter_change"
    assert _bill("Kul ₹812. 1000 ka note dein to 198 wapas.") == "ambiguous_intent.counter_change"
    assert _bill("कुल ₹812। 1000 का नोट दें तो 188 वापस।") == [81200]  # near: it checks
    assert _bill("तेल वापस रख दिया, अब ₹३१० हुए।") == [31000]  # near: goods put back, one amount (holdout44 w041)
    assert _bill("कुल ₹640। 700 दिए, 50 वापस।") == "ambiguous_intent.counter_change"  # probe


@pytest.mark.parametrize("text,paise", [
    ("Bhaiya ₹500 ka note hai? Total 230.", 23000),  # trial: had been unread
    ("Do you have a ₹500 note? Total ₹230.", 23000),
    ("Got a ₹500 note? It's ₹230.", 23000),
    ("भैया ₹500 का नोट है? कुल 230।", 23000),
    ("Total ₹230. ₹500 ka note hai?", 23000),
    ("It's ₹500, not ₹450.", 50000),  # near: "not" is no note (नोट folds as "not")
    ("कुल ₹२८५, ग्राहक ने ५०० का नोट दिया, ₹२१५ वापस किए।", 28500),  # near, as before (holdout 42)
    ("₹2000 ka note hai? Bill ₹1,580, ₹420 change deta hoon.", 158000),  # near, as before (holdout 33)
])
def test_a_note_asked_for_is_no_bill(text, paise):
    assert _bill(text) == [paise]


@pytest.mark.parametrize("text,paise", [
    ("I can give you 5% off: ₹132.53.", 13253),  # trial
    ("5% कम कर देता हूँ: ₹828.88।", 82888),  # trial
    ("5% kam kar deta hoon, ₹218.50 de do.", 21850),  # trial
    ("I'll take 10% off: ₹405.", 40500),
    ("10% off for you, ₹405 only.", 40500),
    ("10% kam karke ₹405 de dijiye.", 40500),
    ("आपके लिए 10% छूट, ₹405 दीजिए।", 40500),
    ("₹450 ka 10% kam, ₹405.", 40500),  # near: the amount before and after, as before
    ("Bhaiya aapka total ₹1,045 hai, 5% discount ke baad ₹993 do", 99300),  # near, as before (holdout 8)
])
def test_the_figure_after_a_percent_off_is_the_bill(text, paise):
    assert _bill(text) == [paise]


@pytest.mark.parametrize("text", [
    "10% off on ₹450.", "Your bill is ₹400 and there's 10% off today.", "₹450 pe 10% discount milega.",
    "10% kam kar deta hoon ₹450 pe.", "₹450 पर 10% छूट मिलेगी।", "50% off: ₹225.",
])
def test_the_amount_a_percent_is_taken_from_is_not_billed(text):
    assert isinstance(_bill(text), str)


@pytest.mark.parametrize("text,paise", [
    ("₹204 nahi bhaiya, ₹250 hi lagega.", 25000),  # trial: had been unread
    ("₹204 नहीं, ₹250 ही लगेगा।", 25000),  # trial: read before, still
    ("Not ₹204, sorry — it is ₹250.", 25000),  # trial: read before, still
    ("₹400 nahi didi, ₹450 hi lagenge.", 45000),
    ("₹400 nahi ho payega bhai, ₹450 final.", 45000),
    ("₹400 में नहीं होगा जी, ₹450 ही लगेंगे।", 45000),
    ("Not ₹400, sir — it's ₹450.", 45000),
    ("I can't do ₹400, it is ₹450.", 45000),
])
def test_the_price_held_after_refusing_the_offer(text, paise):
    assert _bill(text) == [paise]


@pytest.mark.parametrize("text", [
    "₹400 nahi bhaiya, ₹450?", "₹560... nahi nahi, ₹650? Ruko dobara dekhta hoon.", "Not ₹400, sir — ₹450?",
])
def test_a_price_still_asked_is_not_billed(text):
    assert isinstance(_bill(text), str)


@pytest.mark.parametrize("text,lang,words", [
    ("Total ₹812. If you give ₹1,000 I'll return ₹198.", "en", "say the total alone"),
    ("Kul ₹812. 1000 ka note doge to 198 wapas.", "hinglish", "total alag se bataiye"),
    ("कुल ₹812 हुए। अगर ₹1,000 देंगे तो ₹198 वापस, ₹50 ज़्यादा।", "hi", "कुल रकम अलग से बताइए"),
])
def test_change_that_does_not_check_is_told_in_the_cashiers_language(text, lang, words):
    from lang.refusals import reader_reason
    r = read_at_counter(text)
    assert not r.readable and r.reason_key == "ambiguous_intent.counter_change" and r.language == lang
    assert words in reader_reason(r.reason_key, dict(r.reason_args), r.language)
