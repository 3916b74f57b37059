"""Batch 102 (held out). A community garden's workday chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Bev coordinates the Saturday workdays at Ash Path Community Garden and talks them through with an assistant
during the week. Each turn the history is trimmed to the last 12 messages (starting on a human one) before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says 8 are on the sign-up sheet for Sat 14th,
counting Bev and the 3 Scouts from 1st Royston. Later turns are the tasks, Rob's strimmer, Bev's remark that only 6
came to the October workday (it poured), the shed code, and Priya from the allotments saying she and her sister
will come too. At turn 7 the trim drops turn 1. Question: "how many pairs of gloves do i need to bring sat? want
one each for everybody" -> expected 10 (the 8 on the sheet plus Priya and her sister). The assistant works from
last time's 6 and says 8.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the October 6 and Priya lines.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b102_langchain_garden_gloves_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many pairs of gloves do i need to bring sat? want one each for everybody"
TURNS = [
    ("sign up sheet for sat 14th is looking good - 8 of us so far (thats me + Jan, Rob, Olu, Hetty and the 3 "
     "scouts from 1st Royston)",
     "Great - eight signed up for Saturday, including you and three Scouts from 1st Royston."),
    ("jobs: edge the main paths, turn compost bays 2+3, cut back the brambles round the pond. + someone on teas",
     "Paths edging, compost bays 2 and 3, the pond brambles, and teas."),
    ("Rob says he'll bring his petrol strimmer for the brambles, thank god",
     "Rob's bringing his petrol strimmer for the pond brambles."),
    ("last workday back in oct only 6 of us turned up, it absolutely poured all morning. still got the bulbs in "
     "tho",
     "Only six came in October because of the rain, but the bulbs went in."),
    ("shed padlock is 1066 - Hetty keeps forgetting it so I'll write it on my hand lol",
     "Shed padlock code 1066."),
    ("ooh Priya from the allotments says her + her sister will come along too, first time for both of them",
     "Lovely - Priya and her sister are coming too, both new."),
    (QUESTION,
     "8 pairs should do - there were 6 of you last time, plus Priya and her sister."),
]
WINDOW = 12


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
            assert not any("8 of us so far" in str(m.content) or "eight signed up" in str(m.content).lower()
                           for m in window), window
            assert any("only 6 of us turned up" in str(m.content) for m in window), window
            assert any("her + her sister" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("8 of us so far" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Bev's chat about the garden workdays)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="ten pairs - the eight on the sheet, and Priya and her sister", actual=reply)
