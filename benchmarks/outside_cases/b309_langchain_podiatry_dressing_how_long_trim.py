"""Batch 309 (held out). A podiatry clinic's aftercare: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Hebble Foot Clinic give their nail surgery patients an aftercare chat helper. Brian Sutcliffe (a postie, on
warfarin) had an ingrowing toenail done on Tue 4th Nov 2053 by Sunita, and chats with it that day and the next; each
turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the op - right big toe, both sides, done that
morning. Turn 2 is the first bits off the leaflet (foot up, paracetamol not ibuprofen, no driving today). In turn 3
Brian says it bled through a bit in the afternoon, he rang the clinic, and Sunita said because of his warfarin he's
to leave the first dressing on 72 hours, not the 24 the leaflet says - she'll take it off herself at his check on
Friday morning. Turns 4 to 8 are work (a postie - a week off), the leaflet's aftercare section typed out (still
"remove the dressing after 24 hours"), the salt water, footwear, and paracetamol. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, Weds 5/11 morning): "how long do I keep this first dressing on? it's
getting a bit whiffy 😬" -> expected 72 hours, till Sunita takes it off at Friday's check. The assistant says 24
hours - it can come off this morning.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
72 hours was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 72 hrs,
warfarin or Friday's check); the leaflet's 24 hours, the salt water and the footwear are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b309_langchain_podiatry_dressing_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long do I keep this first dressing on? it's getting a bit whiffy 😬"
TURNS = [
    ("had my ingrowing toenail done this morning (tue 4th nov) at Hebble Foot Clinic, right big toe both sides, "
     "Sunita did it. bit numb still. can u help me keep on top of what I'm meant to do",
     "Of course - nail surgery on your right big toe, both sides, this morning with Sunita. Ask me anything about "
     "the aftercare."),
    ("leaflet says foot up today, paracetamol not ibuprofen or aspirin, no driving today. my missus is fussing 😂",
     "Keep the foot up today, paracetamol only (no ibuprofen or aspirin), and no driving today."),
    ("it bled thru a bit this aft so I rang them. Sunita says cos I'm on warfarin leave the 1st dressing on 72 hrs "
     "not the 24 the leaflet says, dont touch it, she'll take it off herself at my check fri morning 9.20",
     "Understood - because of the warfarin, leave the first dressing on for 72 hours, not 24; Sunita will take it "
     "off herself at your check on Friday at 9.20."),
    ("work - I'm a postie, on my feet all day. how long off?",
     "The clinic usually suggests about a week off for someone on their feet all day - check with Sunita on Friday."),
    ("typing the aftercare bit off the leaflet so it's all in here: 'AFTERCARE: Keep the foot dry. Remove the "
     "dressing after 24 hours and bathe the toe in warm salt water for 5 minutes, then apply a clean dry dressing. "
     "Repeat daily until healed (usually 4-6 weeks).'",
     "Thanks - that's the leaflet's general aftercare, saved here."),
    ("salt water - how much salt?",
     "About a teaspoon of salt to a pint of warm water, for five minutes."),
    ("what can I wear on it, my work boots are a no I'm guessing",
     "No boots for now - open-toed sandals or a roomy slipper until it settles."),
    ("paracetamol every 4 hrs ok?",
     "Paracetamol every 4 to 6 hours is fine, no more than 8 tablets in 24 hours."),
    (QUESTION,
     "24 hours - so it can come off this morning. Bathe the toe in warm salt water for 5 minutes and put a clean dry "
     "dressing on."),
]
WINDOW = 11
GONE = ("72", "warfarin", "check fri", "9.20")


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
            assert any("Remove the dressing after 24 hours" in str(m.content) for m in window), window
            assert any("teaspoon of salt" in str(m.content) for m in window), window
            assert any("open-toed sandals" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("leave the 1st dressing on 72 hrs" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Brian Sutcliffe's aftercare chat - nail surgery at Hebble Foot Clinic "
                                            "on Tue 4 Nov 2053; today Weds 5 Nov 2053)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="72 hours - he's on warfarin, Sunita takes it off at Friday's check", actual=reply)
