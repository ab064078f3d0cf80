"""The 26 supplier e-mails of session 31's new-user trial that the desk refused (/work/trial31/refused_run1.txt),
each with the reading a careful shopkeeper acts on (fixer Z's gold, by tests/corpus_chat/README.md's conventions), or
"refuse" where a shopkeeper would truly be unsure. Mails still refused are marked xfail (strict): the gold stands,
the reader does not read it yet. Prices in paise per selling unit; eggs at ₹170 a tray are 567 paise (₹5.6667)."""
import pytest

from tests.reader_intents import intents, refused

R = "refuse"
_X = pytest.mark.xfail(strict=True, reason="gold written down; the reader still refuses this mail")

MAILS = [
    # 1: "पनीर का भाव क्या चल रहा है? 10 पैकेट चाहिए होंगे अगर ₹75 तक हो जाए" — the rate asked, and 10 offered at ₹75
    pytest.param("नमस्ते जी, कल सुबह के लिए 60 पैकेट दूध और 20 पैकेट दही भेज दीजिए। पनीर का भाव क्या चल रहा है? 10 पैकेट "
                 "चाहिए होंगे अगर ₹75 तक हो जाए।",
                 [("order", "milk-500ml", 60, None, None, None), ("order", "curd-400g", 20, None, None, None),
                  ("offer", "paneer-200g", 10, 7500, None, None)], marks=_X, id="01-hi-milk-curd-paneer-if-75"),
    # 2: "order pakka" may hang the Surf on the Maggi's price too, and the biscuit is held with no order named: unsure
    pytest.param("Namaste bhaiya, 100 packet Maggi aur 10 kilo Surf chahiye. Maggi ka rate ₹11 lagao toh order pakka. "
                 "Colgate ka bhav bhi batana, aur biscuit abhi mat bhejna, stock bahut hai.", R, id="02-hinglish-pakka"),
    pytest.param("राम राम भाई साहब। 200 अंडे चाहिए, एक ट्रे ₹170 में दे दो तो आज ही ऑर्डर कर दूँगा। केले 10 दर्जन भी भेज दो।",
                 [("offer", "eggs-1pc", 200, 567, None, None), ("order", "banana-1dozen", 10, None, None, None)],
                 id="03-hi-eggs-one-tray"),
    # 4: each at its own old rate; the advance refused is a term, no request
    pytest.param("Bhai 25 kilo cheeni aur 10 kilo namak bhejo, rate wahi purana ₹40 aur ₹22. Advance nahi dunga, "
                 "delivery pe payment hoga.",
                 [("order", "sugar-1kg", 25, 4000, None, None), ("order", "salt-1kg", 10, 2200, None, None)],
                 id="04-hinglish-two-old-rates"),
    # 5: "ठीक है … ₹56.50 पर भेज दीजिए" orders at the price; "घी अभी नहीं" refuses ghee
    pytest.param("Reasoning: S10 is cheaper on butter than S2.\nMessage: ठीक है, मक्खन 20 पैकेट ₹56.50 पर भेज दीजिए। घी "
                 "अभी नहीं।",
                 [("order", "butter-100g", 20, 5650, None, None), ("reject", "ghee-1l", None, None, None, None)],
                 id="05-hi-butter-ghee-not-now"),  # read since session 49's merge (was a strict xfail)
    # 6: "add 100 kg" beside O1 named: added to O1 or new? and the toor cut; unsure which order the rice joins
    pytest.param("Thanks for confirming O1. Rice: ₹39.50 works, please add 100 kg. Also, could you reduce the toor dal "
                 "in O1 from 30 kg to 20 kg?", R, id="06-en-add-and-reduce"),
    pytest.param("Pyaaz ₹31.50 chalega, 50 kilo bhej do. Aur O3 mein tamatar 20 ki jagah 30 kilo kar do.",
                 [("accept", "onion-1kg", None, 3150, None, None), ("order", "onion-1kg", 50, None, None, None),
                  ("order", "tomato-1kg", 10, None, "O3", None)], id="07-hinglish-raise-in-O3"),
    pytest.param("Maggi ₹12 final? Theek hai, 100 packet bhejo. Colgate ₹49.50 zyada hai, ₹46 karo toh 24 piece lunga.",
                 [("accept", "noodles-70g", None, 1200, None, None), ("order", "noodles-70g", 100, None, None, None),
                  ("offer", "toothpaste-100g", 24, 4600, None, None)], id="08-hinglish-final-then-ok"),
    pytest.param("पनीर ₹84 ज़्यादा है, ₹78 में दीजिए तो 10 पैकेट ले लूँगा। O2 में दही 20 की जगह 15 कर दीजिए।",
                 [("offer", "paneer-200g", 10, 7800, None, None), ("cancel", "curd-400g", 5, None, "O2", None)],
                 marks=_X, id="09-hi-cut-in-O2"),
    pytest.param("₹49 for sugar is too much. We can pay ₹44. Chana dal at ₹86.50 is fine — send 20 kg.",
                 [("offer", "sugar-1kg", None, 4400, None, None), ("accept", "chana-dal-1kg", None, 8650, None, None),
                  ("order", "chana-dal-1kg", 20, None, None, None)], id="10-en-countered-price-first"),
    pytest.param("₹95.50 for almonds is fine but we won't pay any advance. Send 10 packets.",
                 [("accept", "almonds-100g", None, 9550, None, None), ("order", "almonds-100g", 10, None, None, None)],
                 id="11-en-no-advance"),
    pytest.param("Bill B1 humara nahi hai — humne aapse masoor daal kabhi order hi nahi ki. Ye bill cancel karo, payment "
                 "nahi hoga.", [("dispute", None, None, None, None, "B1")], id="12-hinglish-bill-not-ours"),  # (fixer Y)
    pytest.param("Re: your quote\n\nDear Agarwal ji,\n\nThank you for the quick reply. We accept ₹39.50/kg for rice. "
                 "Please send 100 kg along with O1.\n\nRegards,\nRamesh (Kirana Store)\nPh: 98765 43210",
                 [("accept", "rice-1kg", None, 3950, None, None), ("order", "rice-1kg", 100, None, "O1", None)],
                 id="13-en-along-with-O1"),
    # 14: rates asked; "about 24 of each next week" is a hedged count for later, context of the question
    pytest.param("Hi again — we might reorder later. For now, what's your rate on 1 litre refined oil and mustard oil? "
                 "We need about 24 of each next week.",
                 [("ask_quote", "refined-oil-1l", None, None, None, None),
                  ("ask_quote", "mustard-oil-1l", None, None, None, None)], marks=_X, id="14-en-rates-hedged-count"),
    # 15: a delivery time asked for O8 and a bill to pay in 7 days: nothing the desk can act on today
    pytest.param("O8 का मक्खन कल सुबह 8 बजे तक पहुँचा देना। बिल 7 दिन में चुका देंगे।", R, id="15-hi-deliver-by-8"),
    pytest.param("Kal 30 kilo aloo bik gaya, toh 40 kilo aloo bhej do ₹24 mein.",
                 [("order", "potato-1kg", 40, 2400, None, None)], id="16-hinglish-so-after-past"),
    # 17: "दूध कल 40 पैकेट ही भेजना, 60 नहीं" changes a milk order the mail does not name: unsure
    pytest.param("पनीर ₹79 ठीक है, 10 पैकेट भेजिए। दूध कल 40 पैकेट ही भेजना, 60 नहीं।", R, id="17-hi-milk-40-not-60"),
    pytest.param("Colgate ₹47 pe done. 24 piece. Aur O9 se agarbatti hata do, sabun rehne do.",
                 [("accept", "toothpaste-100g", None, 4700, None, None),
                  ("order", "toothpaste-100g", 24, None, None, None),
                  ("cancel", "incense-1pack", None, None, "O9", None)], id="18-hinglish-count-alone"),
    pytest.param("Please quote refined oil and mustard oil, 1 L each; we may need 24 bottles of each.",
                 [("ask_quote", "refined-oil-1l", None, None, None, None),
                  ("ask_quote", "mustard-oil-1l", None, None, None, None)], marks=_X, id="19-en-quote-1L-each"),
    pytest.param("Parle-G ke 10 dabbe chahiye (1 dabba = 48 packet), rate batao.",
                 [("ask_quote", "biscuits-65g", 480, None, None, None)], id="20-hinglish-dabba-equals"),
    # 21: 2 tins of 15 kg ghee = 30 kg = 32.967 litres at 0.91 kg/l (README)
    pytest.param("घी के 2 डिब्बे (15 किलो वाले) का भाव बताइए।", "ghee-30kg", marks=_X, id="21-hi-ghee-tins-of-15kg"),
    pytest.param("B12 का ₹99 अगले हफ़्ते देंगे, अभी B6 और B7 का भुगतान ले लीजिए।",
                 [("pay", None, None, None, None, "B6"), ("pay", None, None, None, None, "B7")], id="22-hi-B12-later"),
    pytest.param("B8 ka payment abhi nahi, 16 tarikh ko karenge. B9 aur B10 ka payment aaj bhej rahe hain.",
                 [("pay", None, None, None, None, "B9"), ("pay", None, None, None, None, "B10")],
                 id="23-hinglish-B8-later"),
    pytest.param("We'll pay B11 on day 12, not today. Please quote moong dal and masoor dal, 20 kg each.",
                 [("ask_quote", "moong-dal-1kg", 20, None, None, None),
                  ("ask_quote", "masoor-dal-1kg", 20, None, None, None)], id="24-en-B11-later-quote"),
    pytest.param("We won't pay B14 till the rice is checked. B15 is fine, paying it.",
                 [("pay", None, None, None, None, "B15")], marks=_X, id="25-en-B14-withheld"),
    pytest.param("B6 और B7 का भुगतान कर रहे हैं। B12 का बाद में।",
                 [("pay", None, None, None, None, "B6"), ("pay", None, None, None, None, "B7")], id="26-hi-B12-baad"),
]


@pytest.mark.parametrize("text, gold", MAILS)
def test_trial31_mail(text, gold):
    if gold == R:
        assert refused(text, email=True)
    elif gold == "ghee-30kg":
        got = intents(text, email=True)
        assert [(k, s) for k, s, *_ in got] == [("ask_quote", "ghee-1l")] and abs(got[0][2] - 32.967) < 0.01
    else:
        assert intents(text, email=True) == gold
