"""Batch 203 (held out). A village hall's pantomime: LangChain InMemoryChatMessageHistory + trim_messages (last 10
messages), one root span per turn.

App: Pulverbatch Village Hall's panto is Aladdin, Fri 19th and Sat 20th Jan 2046, curtain up 7pm - Lee as Widow
Twankey again, children from the school in the chorus, interval teas and mince pies in the back room, a raffle for
the hall roof. Maggie (the director) chats with the hall's helper while she sorts it; each turn the chat is trimmed
to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Maggie says the interval's 25 minutes this year, not
15 - Jan and the tea ladies couldn't get everyone served last year, and Pete's drawing the raffle in it. Turn 2 is the
cast, turn 3 the props, turn 4 the programme wording to check ("Curtain up 7pm. Act 1 approx 65 mins, interval 15
mins (teas, coffee + mince pies in the back room), Act 2 approx 55 mins" - last year's text, the helper finds no
typos), turn 5 the teas. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 16/1): "Jan's
asking how long she's got for the teas in the interval?" -> expected 25 minutes. The assistant says 15 minutes, from
the programme wording.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn saying the
interval is 25 minutes was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on 25 mins or last year's queue);
the cast, props, programme wording and teas turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b203_langchain_panto_interval_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "Jan's asking how long she's got for the teas in the interval?"
TURNS = [
    ("interval this yr is 25 mins not 15 - Jan + the tea ladies couldn't get everyone served last yr, the queue went "
     "out the door 🙈 + Pete's drawing the raffle in it. keep a note pls",
     "Noted: the interval is 25 minutes this year (not 15), for the teas and Pete's raffle draw."),
    ("cast - Lee's Widow Twankey again (obvs), Chloe's Aladdin, Mr Davies the Emperor, Abanazar's Rob, + 6 kids from "
     "the school as the chorus",
     "Cast: Lee (Widow Twankey), Chloe (Aladdin), Mr Davies (the Emperor), Rob (Abanazar), and 6 children from the "
     "school in the chorus."),
    ("props - lamp's been sprayed gold, magic carpet's on Ken's trolley, still need 2 more laundry baskets for the "
     "slosh scene",
     "Props: gold lamp done, the carpet's on Ken's trolley; still need 2 laundry baskets for the slosh scene."),
    ("can u check the programme wording - 'Curtain up 7pm. Act 1 approx 65 mins, interval 15 mins (teas, coffee + "
     "mince pies in the back room), Act 2 approx 55 mins. Raffle in aid of the hall roof' - Sheila's printing tmrw",
     "Reads fine, no typos I can see: 'Curtain up 7pm. Act 1 approx 65 mins, interval 15 mins (teas, "
     "coffee + mince pies in the back room), Act 2 approx 55 mins. Raffle in aid of the hall roof.'"),
    ("teas - Jan's doing tea, coffee + squash 50p, mince pies £1, Hilda's bringing 2 urns from the chapel",
     "Teas: Jan's doing tea, coffee and squash at 50p and mince pies at £1; Hilda's bringing 2 urns from the "
     "chapel."),
    (QUESTION,
     "15 minutes - the programme has the interval at 15 mins between Act 1 and Act 2."),
]
WINDOW = 10
GONE = ("25 mins", "queue", "served last yr", "not 15")


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
            assert any("Widow Twankey again" in str(m.content) for m in window), window
            assert any("laundry baskets for the slosh scene" in str(m.content) for m in window), window
            assert any("interval 15 mins (teas" in str(m.content) for m in window), window
            assert any("Hilda's bringing 2 urns" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("interval this yr is 25 mins not 15" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Maggie's chat - she's directing Pulverbatch Village Hall's panto, "
                                            "Aladdin, Fri 19 and Sat 20 Jan 2046; today Tue 16 Jan 2046)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="25 minutes - it's longer this year so Jan's lot can get everyone served (and Pete draws "
                          "the raffle in it)", actual=reply)
