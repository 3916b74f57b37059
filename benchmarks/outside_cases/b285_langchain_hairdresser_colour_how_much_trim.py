"""Batch 285 (held out). A mobile hairdresser's clients and bookings: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Donna runs "Donna's Mobile Hair" out of a van round Elland and Sowerby Bridge. She chats with her helper between
clients - prices, client cards, the week's bookings, stock; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is her 2050 price list - cut and blow dry £22, shampoo
and set £16, perm £42, full colour £35, roots £28, gents £10. Turn 2 is the van. In turn 3 (late March) she says the
Wella's gone up AGAIN, so from the 1st of April colours are £39 and roots £31 - she's told the regulars at their
last appointments and nobody's moaned (yet). Turns 4 to 8 are Pat Ellis's client card (full colour every 6 weeks,
'Warm Chestnut' 6/7 with 20 vol, paid £35 cash last time and tipped a fiver), the week's bookings, the wholesaler
order, her mileage and a sink she's borrowed. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question
(turn 9, Mon 4/4): "how much do I charge Pat for her colour tmrw? she always asks before I start so she can get her
purse" -> expected £39 (colours went up on the 1st). The assistant says £35.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put
colours up to £39 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on £39,
the Wella or the price going up); Pat's card with the £35 is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b285_langchain_hairdresser_colour_how_much_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("how much do I charge Pat for her colour tmrw? she always asks before I start so she can get her purse")
TURNS = [
    ("prices for 2050 ✂️ cut + blow £22, shampoo + set £16, perm £42, full colour £35, roots £28, gents £10. cash or "
     "bank transfer, still no card machine. can u keep track of my clients for me",
     "Of course - 2050 prices: cut and blow dry £22, shampoo and set £16, perm £42, full colour £35, roots £28, gents "
     "£10; cash or bank transfer."),
    ("van's booked in for a service 14/3, Dad's lending me his Berlingo for the day so no change to bookings",
     "Van service on 14/3 - you'll use your dad's Berlingo that day, bookings as normal."),
    ("Wella's gone up AGAIN 😤 so from the 1st of april colours are £39 + roots £31, rest stays the same. told all "
     "the regulars at their last appts, nobody's moaned (yet)",
     "Noted - from 1 April a full colour is £39 and roots £31; everything else stays the same, and the regulars "
     "have been told."),
    ("client card - Pat Ellis, 27 Moor End Rd, full colour every 6 wks, 'Warm Chestnut' 6/7 + 20 vol, does a patch "
     "test fine. paid £35 cash last time + tipped a fiver 🥰 bad hip so do her in the kitchen chair not the stool",
     "Pat Ellis, 27 Moor End Rd: full colour every 6 weeks in Warm Chestnut 6/7 with 20 vol; paid £35 cash last "
     "time plus a £5 tip; use the kitchen chair for her hip."),
    ("this wk - tues Pat 10 (colour), Joyce 1.30 cut + blow, weds Mr Haigh 11 + his brother, fri the care home 9-1 "
     "(8 ladies, sets mostly)",
     "This week: Tue Pat at 10 (colour) and Joyce at 1.30; Wed Mr Haigh and his brother at 11; Fri the care home "
     "9-1, about 8 ladies."),
    ("wholesaler order - 2 x 6/7, 2 x 7/0, 20 vol x2, perm lotion, setting lotion, neck strips, foils",
     "Wholesaler order: two each of 6/7 and 7/0, two 20 vol, perm lotion, setting lotion, neck strips and foils."),
    ("mileage for march was 412, keep a note for the tax return 🙄",
     "March mileage: 412 miles - noted for the tax return."),
    ("borrowed the portable sink off Lisa till she's back from Tenerife, goes back the 20th",
     "The portable sink is Lisa's - it goes back on the 20th."),
    (QUESTION,
     "£35 for the full colour - same as she paid last time."),
]
WINDOW = 11
GONE = ("£39", "wella", "gone up", "1st of april")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("paid £35 cash last time" in str(m.content) for m in window), window
            assert any("tues Pat 10 (colour)" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("colours are £39" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Donna's chat - she runs Donna's Mobile Hair; today Mon 4 April 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£39 - colours went up to £39 on 1 April (the Wella price rise)", actual=reply)
