"""Someone's words told ("सेठ जी ने कहा है कि …", "ne kaha hai ki") ask no question where goods are (lang/said_not_where.py;
holdout121 hi-c8011 had asked after the atta and jaggery of O4, silently)."""
from tests.reader_intents import intents, refused


def test_said_is_no_delivery_question():
    assert intents("मालिक ने कहा है कि O7 के साथ 10 किलो चीनी भी भेज दीजिए।") == [
        ("order", "sugar-1kg", 10, None, "O7", None)]
    assert intents("Sethji ne kaha hai ki 10 kilo moong dal bhi bhej do.") == [
        ("order", "moong-dal-1kg", 10, None, None, None)]
    assert intents("Unhone kaha hai ki chawal ₹38 pe 30 kilo bhej do.") == [
        ("order", "rice-1kg", 30, 3800, None, None)]
    assert intents("मालिक ने कहा है कि O9 कैंसल कर दीजिए।") == [("cancel", None, None, None, "O9", None)]
    assert intents("Maalik ne kaha hai ki O9 cancel kar do.") == [("cancel", None, None, None, "O9", None)]


def test_the_corpus_row_is_refused_for_its_bare_dal():
    text = ("विषय: छठ के लिए अतिरिक्त माँग\n\nआदरणीय मनोज जी,\n\nहमारी आटा और गुड़ की बुकिंग (O4) के साथ, सेठ जी ने कहा है "
            "कि उसी गाड़ी में 25 किलो दाल भी जोड़ दी जाए, क्योंकि छठ के राशन के साथ बहुत से ग्राहक दाल भी लेते हैं। कृपया "
            "अपने सामान्य रेट पर भेज दीजिए।\n\nसादर,\nदीपक सिन्हा")
    assert refused(text, email=True).startswith("ambiguous_item")


def test_where_is_still_asked():
    assert intents("O9 kaha hai? 3 din ho gaye.") == [("ask_delivery", None, None, None, "O9", None)]
    assert intents("O4 कहाँ है?") == [("ask_delivery", None, None, None, "O4", None)]
    assert intents("चीनी कहाँ है? O4 में थी।") == [("ask_delivery", "sugar-1kg", None, None, "O4", None)]
    assert intents("Where is O4?") == [("ask_delivery", None, None, None, "O4", None)]
