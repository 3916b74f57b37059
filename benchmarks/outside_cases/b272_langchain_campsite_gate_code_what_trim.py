"""Batch 272 (held out). A farm campsite's arrivals: LangChain InMemoryChatMessageHistory + trim_messages (last 9
messages), one root span per turn.

App: Height Gate Farm, near Hardcastle Crags, open a campsite in the field behind the dairy from July to September
2051 - fifteen grass pitches, a few hook-ups, a composting loo, honesty box for eggs and milk. The top gate onto the
lane has a keypad so late arrivals can let themselves in. Janet (who runs the campsite) chats with the farm's helper
as she sorts the week; each turn the chat is trimmed to its last 9 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the site - arrivals from 2, and the top gate's code
is 1966 (the year the dairy was built, Dave's idea). In turn 2 (Sun 23 Jul) Janet says somebody's put the code on a
review site, so Dave changed it to 4471 this morning, tell nobody who hasn't booked. Turns 3 to 6 are the week's
arrivals, the booking-email template (which still says "top gate code 1966", she'll sort it), the eggs and the
sheep. By turn 7 the trim drops turns 1 and 2; turns 3 to 6 stay. Question (turn 7, Weds 26/7, Tom covering for
his mum): "Tom here, mum's out - the Lees on 9 are coming late, about 10pm, what's the gate code so I can text
them?" -> expected 4471. The assistant says 1966.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that changed
the code to 4471 was in the history and in every window from turn 2 to turn 6, and this trim cut it from the window
the model saw. Asserted: turn 2 is in every window from turn 2 to turn 6 and missing from turn 7's (nothing on
4471 or the review); the booking-email template with the old code, the arrivals and the eggs are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b272_langchain_campsite_gate_code_what_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("Tom here, mum's out - the Lees on 9 are coming late, about 10pm, what's the gate code so I can text "
            "them?")
TURNS = [
    ("right, camping season 🏕️ arrivals from 2, out by 11. the top gate's on the keypad for anyone late, code's 1966 "
     "(yr the dairy was built, Dave's idea 🙄). can u keep track of the week for me",
     "Will do - arrivals from 2pm, departures by 11, and late arrivals use the keypad on the top gate, code 1966."),
    ("Sun 23 Jul - some clever clogs has put the gate code on a review site 😡 so Dave's changed it to 4471 this "
     "morning. don't give it to anyone who hasn't booked",
     "Noted - the top gate code is 4471 from this morning, only for people who've booked."),
    ("this wk: mon the Wrights (pitch 3, 2 nights), weds the Lees (pitch 9, tent + a gazebo, 4 nights), thurs the "
     "DofE group, 10 tents on the far side",
     "This week: the Wrights on pitch 3 from Monday for 2 nights, the Lees on pitch 9 from Wednesday for 4 nights "
     "with a tent and gazebo, and the DofE group's 10 tents on the far side from Thursday."),
    ("booking email template says 'arrivals from 2pm, if ur late the top gate code is 1966, drive slowly past the "
     "dairy, 5mph!!' - remind me to fix that when I've a minute",
     "I'll remind you - the booking email template still has the old wording for the gate."),
    ("eggs - honesty box by the dairy door, £2 half doz, milk from the vending machine £1.20 a litre, bring ur own "
     "bottle or 50p for one",
     "Eggs £2 a half dozen from the honesty box by the dairy door; milk £1.20 a litre from the machine, bottles 50p."),
    ("sheep are in the next field, dogs on leads at ALL times pls, Dave will not be happy otherwise",
     "Dogs on leads at all times - the sheep are in the next field."),
    (QUESTION,
     "It's 1966 for the top gate keypad - tell them to drive slowly past the dairy."),
]
WINDOW = 9
GONE = ("4471", "review site", "clever clogs")


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
            assert any("the top gate code is 1966" in str(m.content) for m in window), window
            assert any("the Lees (pitch 9" in str(m.content) for m in window), window
            assert any("honesty box by the dairy door" in str(m.content) for m in window), window
        elif i >= 2:
            window = trim(messages)
            assert any("Dave's changed it to 4471" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Janet's chat - she runs the campsite at Height Gate Farm; today Weds 26 "
                                            "July 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="4471 - Dave changed it after the old one went on a review site", actual=reply)
