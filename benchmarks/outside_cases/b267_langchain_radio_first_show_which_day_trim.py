"""Batch 267 (held out). A community radio station's show rota: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Valley FM 97.3, a community station in Hebden Bridge, is putting a new Sunday evening folk show on air in
September 2050, "Calder Roots", presented by Josh, a new volunteer. Josh chats with the station's volunteer helper
while he gets ready; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the slot - Sundays 8-10pm, first show Sun 4th Sept.
Turn 2 is the desk training with Pete. In turn 3 Josh says the station manager rang - the cricket commentary on the
4th is the league final and it'll overrun, so they've pushed his first show to Sun 11th, same time, the 4th is
just a trail. Turns 4 to 8 are the jingles, the trail the station made (still "starts Sun 4th Sept, 8pm", he's
asked them to redo it), the PRS/PPL logging, the studio door code and his first guest. By turn 9 the trim drops
turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 1/9): "which sunday's my first show again? want to tell my
mum + the folk club to listen in" -> expected Sun 11th Sept. The assistant says Sun 4th Sept.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the first show to the 11th was in the history and in every window from turn 3 to turn 8, and this trim cut it from
the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's
(nothing on the 11th, the cricket or the overrun); the trail text, the door code and the guest are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b267_langchain_radio_first_show_which_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which sunday's my first show again? want to tell my mum + the folk club to listen in"
TURNS = [
    ("got the slot!! 🎻 'Calder Roots' sundays 8-10pm, first one sun 4th sept. can u help me keep track of everything "
     "b4 I go on air",
     "Congratulations - Calder Roots, Sundays 8-10pm, first show Sun 4 Sept. Happy to keep track of it all."),
    ("desk training w/ Pete tues 23rd 7pm, he says bring headphones + a usb stick w/ a couple of tracks to practise",
     "Desk training with Pete on Tue 23 Aug at 7pm - bring headphones and a USB stick with a few practice tracks."),
    ("Maggie (station manager) rang - the cricket commentary on the 4th is the league final + it'll defo overrun, so "
     "they've pushed my first show to sun 11th, same time. the 4th's just a trail for me now",
     "Noted - your first show is now Sun 11 Sept, 8-10pm, as the league final commentary will overrun on the 4th; "
     "the 4th is just a trail."),
    ("jingles - Ravi's doing me 3, a 'Calder Roots' ident + 2 stings, should be on the system by the w/e",
     "Ravi is making three jingles - a Calder Roots ident and two stings - on the system by the weekend."),
    ("the trail they made 🙄 'New on Valley FM - Calder Roots with Josh. Folk, roots + acoustic from the valley and "
     "beyond. Starts Sun 4th Sept, 8pm.' asked them to redo it, can u check the wording otherwise",
     "Apart from the bit you've asked them to redo, the wording reads well."),
    ("logging - every track in the PRS/PPL sheet w/ artist, title + duration, Maggie's v strict on it",
     "Every track goes in the PRS/PPL log with artist, title and duration."),
    ("studio door code's 4471, alarm's the same + hash. last one out turns the transmitter monitor off NOT the tx",
     "Door code 4471, alarm the same plus hash; last one out turns off the monitor, never the transmitter."),
    ("first guest sorted - Eliza from the folk club's coming in to play 2 live, need the 2nd mic set up",
     "Eliza from the folk club is coming in to play two songs live - you'll need the second mic set up."),
    (QUESTION,
     "Sunday 4th September, 8 till 10pm - tell them to tune in to 97.3!"),
]
WINDOW = 11
GONE = ("11th", "sun 11", "cricket", "overrun")


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
            assert any("Starts Sun 4th Sept, 8pm" in str(m.content) for m in window), window
            assert any("door code's 4471" in str(m.content) for m in window), window
            assert any("Eliza from the folk club" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("pushed my first show to sun 11th" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Josh's chat - new volunteer presenter at Valley FM 97.3; today Thu 1 "
                                            "Sept 2050)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Sun 11th Sept - the 4th was given to the cricket league final", actual=reply)
