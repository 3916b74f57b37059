"""Batch 149 (held out). A junior swimming gala secretary's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Lorraine is gala secretary for Calder Valley Otters, who host the junior gala at Sowerby Bridge pool (Sat 20th
June 2037: four clubs, six lanes, heats and finals, warm-up 5.30). She tells the helper how things stand as she
sorts them; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the officials - Jan can't referee this
year (her hip), so Marcia Greenwood from Halifax is the referee; Dave B starting; and, in passing, that they've got 6
timekeepers. Turns 2-5 are the lanes, the heat sheets, the medals and Jan's offer to do the officials' briefing at
5.15 in the cafe "like she always did". By turn 6 the trim drops turn 1; the turns about Jan stay. Question (turn 6,
Tue 16/6): "who's refereeing sat? need to email them the heat sheets tonight" -> expected Marcia Greenwood (from
Halifax; Jan can't with her hip). The assistant says Jan.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the
referee was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; Jan's briefing turn is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b149_langchain_gala_referee_who_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's refereeing sat? need to email them the heat sheets tonight"
TURNS = [
    ("officials: Jan cant ref this yr, her hip :( so Marcia Greenwood from Halifax is referee, Dave B starting, we've "
     "got 6 timekeepers + 2 spare",
     "Officials: Marcia Greenwood from Halifax is referee (Jan can't this year with her hip), Dave B is starter, and "
     "there are 6 timekeepers plus 2 spares."),
    ("lanes - Otters 1 + 2, Brighouse 3, Todmorden 4, Halifax 5 + 6. warm up 5.30, 1st race 6 sharp",
     "Lanes: Otters 1 and 2, Brighouse 3, Todmorden 4, Halifax 5 and 6. Warm-up 5.30, first race at 6."),
    ("heat sheets nearly done, 38 races, ends w the squadron relays. Kev's printing 40 copies at work",
     "Heat sheets: 38 races ending with the squadron relays; Kev is printing 40 copies."),
    ("medals came - 90 + the 4 trophies, in the boot of my car lol",
     "The medals (90) and the 4 trophies have arrived."),
    ("Jan says she'll still do the officials briefing at 5.15 in the cafe like she always did, + bring the "
     "stopwatches",
     "Jan will do the officials' briefing at 5.15 in the cafe and bring the stopwatches."),
    (QUESTION,
     "Jan - she's doing the officials' briefing at 5.15 in the cafe as usual, so send the heat sheets to her."),
]
WINDOW = 10


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
            assert not any("Marcia" in str(m.content) or "Halifax is referee" in str(m.content)
                           for m in window), window
            assert any("officials briefing at 5.15" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Marcia Greenwood from Halifax is referee" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Lorraine's chat as gala secretary of Calder Valley Otters, hosting the "
                                            "junior swimming gala at Sowerby Bridge pool on Sat 20 June 2037; today "
                                            "Tue 16 June)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Marcia Greenwood from Halifax - Jan can't referee this year with her hip", actual=reply)
