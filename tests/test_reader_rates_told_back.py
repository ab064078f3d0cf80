"""The supplier's rates listed back under a heading that names them theirs ("Your new rates:", "आपकी भाव-सूची:",
"Aapke naye rate:") are read as quoted lines the reply answers (lang/rates_told_back.py; holdouts 11, 77, 105), in
three languages; a heading of anything else keeps its lines the message's own."""
from lang.rates_told_back import rates_told_back
from tests.reader_intents import intents, refused

OIL = [("accept", "mustard-oil-1l", None, 13200, None, None), ("order", "mustard-oil-1l", 24, None, None, None),
       ("reject", "refined-oil-1l", None, 11200, None, None)]
VEG = [("accept", "tomato-1kg", None, 3400, None, None), ("offer", "onion-1kg", None, 2800, None, None)]


def test_the_supplier_s_new_rates_listed_back_are_answered():
    assert intents("Your new rates:\n- Mustard oil ~~₹140~~ **₹132**/L\n- Refined ~~₹118~~ **₹112**/L\n\n"
                   "Mustard oil at ₹132 is OK — send 24 litres. Refined at ₹112 we'll skip.", email=True) == OIL
    assert intents("आपके नए रेट:\n- सरसों तेल ~~₹140~~ **₹132**/लीटर\n- रिफाइंड ~~₹118~~ **₹112**/लीटर\n\n"
                   "सरसों तेल ₹132 में ठीक है — 24 लीटर भेज दो। रिफाइंड ₹112 में नहीं लेंगे।", email=True) == OIL
    assert intents("Aapke naye rate:\n- Sarson tel ~~₹140~~ **₹132**/litre\n- Refined ~~₹118~~ **₹112**/litre\n\n"
                   "Sarson tel ₹132 mein theek hai — 24 litre bhej do. Refined ₹112 mein nahi lenge.", email=True) == OIL


def test_a_table_of_the_rates_sent_is_answered_below_it():
    assert intents("Thanks for the rates you sent this morning:\n\n| Item | Your rate |\n|---|---|\n"
                   "| Tomato | ₹34/kg |\n| Onion | ₹32/kg |\n\nTomato at ₹34/kg is fine with us. Onion ₹32 is too "
                   "high — we can do ₹28/kg.", email=True) == VEG
    assert intents("आज सुबह भेजे भाव के लिए धन्यवाद:\n\n| सामान | आपका भाव |\n|---|---|\n| टमाटर | ₹34/किलो |\n"
                   "| प्याज़ | ₹32/किलो |\n\nटमाटर ₹34/किलो हमें ठीक है। प्याज़ ₹32 ज़्यादा है — हम ₹28/किलो दे सकते "
                   "हैं।", email=True) == VEG


def test_other_headings_keep_their_lines():
    text = "Your rates are fine, please send:\n- Rice 50 kg\n- Sugar 25 kg"
    assert rates_told_back(text) == text
    assert rates_told_back("Our counter:\n- Rice ₹36\n\nPlease confirm.") == "Our counter:\n- Rice ₹36\n\nPlease confirm."
    assert rates_told_back("Your new rates:\n- Rice ₹38\n- Sugar ₹42") == "Your new rates:\n- Rice ₹38\n- Sugar ₹42"
    assert refused("Your new rates:\n- Rice ₹38\n- Sugar ₹42", email=True)  # nothing answers them
    assert intents("Your rates are fine, please send:\n- Rice 50 kg\n- Sugar 25 kg", email=True)[-1][:3] == (
        "order", "sugar-1kg", 25)


def test_a_generic_name_the_quote_names_one_of_takes_the_quoted_price():
    """lang/quoted_names.py, read again with the quote (holdout73 x8042)."""
    DAL = [("accept", "toor-dal-1kg", None, 14000, None, None), ("reject", "mustard-oil-1l", None, None, None, None)]
    assert intents("Yes to the dal, no to the oil.\n\n> Toor dal ₹140/kg, mustard oil ₹138/litre.", email=True) == DAL
    assert intents("दाल के लिए हाँ, तेल के लिए ना।\n\n> तूर दाल ₹140 किलो, सरसों तेल ₹138 लीटर।", email=True) == DAL
    assert intents("Dal ke liye haan, tel ke liye na.\n\n> Toor dal ₹140 kilo, sarson tel ₹138 litre.", email=True) == DAL
    assert refused("> Toor ₹136, chana ₹74\n\ndal ok", email=True)  # two dals quoted: which?


def test_the_quote_pasted_in_quotation_marks_under_its_heading_is_answered():
    OIL = [("accept", "refined-oil-1l", 20, 11250, None, None), ("reject", "mustard-oil-1l", None, 14000, None, None)]
    assert intents('As per your quote:\n"Refined oil 20 litres – ₹2,250 (₹112.50/litre)\n Mustard oil – ₹140/litre"\n\n'
                   "₹2,250 for the 20 litres of refined oil is acceptable to us. However, mustard oil at ₹140 per "
                   "litre is too high for us, so we will not be taking it.", email=True) == OIL
    assert intents('आपके कोटेशन के अनुसार:\n"रिफाइंड तेल 20 लीटर – ₹2,250 (₹112.50/लीटर)\n सरसों का तेल – ₹140/लीटर"\n\n'
                   "20 लीटर रिफाइंड तेल के ₹2,250 हमें मंज़ूर हैं। लेकिन सरसों का तेल ₹140 प्रति लीटर हमारे लिए बहुत "
                   "महँगा है, इसलिए वह हम नहीं लेंगे।", email=True) == OIL
    assert intents('Aapke quote ke hisaab se:\n"Refined oil 20 litre – ₹2,250 (₹112.50/litre)\n Sarson tel – ₹140/litre"'
                   "\n\n20 litre refined ke ₹2,250 humein manzoor hain. Lekin sarson ka tel ₹140 per litre humare liye "
                   "bahut mehnga hai, isliye woh hum nahi lenge.", email=True) == OIL
