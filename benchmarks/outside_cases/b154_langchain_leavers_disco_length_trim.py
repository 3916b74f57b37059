"""Batch 154 (held out). A PTA parent's chat about the Year 6 leavers' disco: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Dawn chairs the PTA at Warley Road Primary and chats with the PTA's helper in the run-up to the Year 6 leavers'
disco (Thu 16th July 2037, in the school hall); each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she gives the times - doors 6.30, finishing 8.45 with
the last dance, parents to collect from the hall doors, not the gate - and, in passing, that Mrs Hart's crying
already. Turn 2 is the DJ (Ryan, Maisie's uncle: setting up from 5.30, a 2 hr set plus the last dance, £120), turn 3
the tickets (£4 from the office by Fri 10th), turn 4 the food (hot dogs at half 7, squash, the tuck shop bags) and
turn 5 the photo booth and glow sticks. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Mon
13/7): "how long's it on for? Leah's mum's asking, she's trying to get her little one babysat" -> expected 2 and a
quarter hours (6.30 till 8.45). The assistant says about 2 hours, going by the DJ's set.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the times
was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted: turn 1
is in every earlier window and missing from turn 6's; the DJ, tickets and food turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b154_langchain_leavers_disco_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's it on for? Leah's mum's asking, she's trying to get her little one babysat"
TURNS = [
    ("Y6 leavers disco thurs 16th - doors 6.30, finishing 8.45 w the last dance. parents collect from the hall doors "
     "NOT the gate pls. (Mrs Hart's crying already and it's 3 wks off lol)",
     "Leavers' disco Thursday 16 July: doors 6.30, finishing 8.45 with the last dance; collection from the hall "
     "doors, not the gate."),
    ("DJ is Ryan, Maisie's uncle - setting up from 5.30, he does a 2 hr set + the last dance. £120, cash on the night",
     "DJ: Ryan (Maisie's uncle), setting up from 5.30, a two-hour set plus the last dance, £120 cash on the night."),
    ("tickets £4 from the office, need them in by fri 10th. the Y5 helpers go free",
     "Tickets £4 from the office by Friday 10th; Year 5 helpers free."),
    ("food - hot dogs at half 7 (veggie ones for the 6 who asked), squash, + the tuck shop bags. Sam's doing the "
     "float",
     "Food: hot dogs at 7.30 (six veggie), squash and tuck shop bags; Sam has the float."),
    ("photo booth in the library corridor, props from the PTA cupboard. glow sticks 50p each on the door",
     "Photo booth in the library corridor with the PTA props; glow sticks 50p each on the door."),
    (QUESTION,
     "About 2 hours - Ryan's doing a two-hour set plus the last dance."),
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
            assert not any("8.45" in str(m.content) or "doors 6.30" in str(m.content) for m in window), window
            assert any("he does a 2 hr set" in str(m.content) for m in window), window
            assert any("tickets £4 from the office" in str(m.content) for m in window), window
            assert any("hot dogs at half 7" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("doors 6.30, finishing 8.45" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dawn's chat - PTA chair at Warley Road Primary, organising the Year 6 "
                                            "leavers' disco on Thu 16 July 2037; today Mon 13 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2 and a quarter hours - doors 6.30, finishing 8.45 with the last dance", actual=reply)
