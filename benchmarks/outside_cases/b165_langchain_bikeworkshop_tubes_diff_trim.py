"""Batch 165 (held out). A volunteer's chat before a kids' bike repair workshop: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Spoke Folk runs a free bike repair workshop for kids on Sat 23rd April 2039, 10-1 in St Mark's church car park
(the kids bring their bikes, volunteer mechanics fix them and show them how). Hannah, who sorts the parts, chats with
the group's helper in the week before; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she checks the parts box - 9 inner tubes (6 x 20in,
3 x 24in), 2 chains, a bag of brake blocks, and no 16in tubes at all - and, in passing, that the puncture kits are
mostly dried up. Turn 2 is the mechanics (her, Amir, Beth, and Col from the bike shop 10-12 only), turn 3 the booking
forms (14 kids; tubes needed 20in x 4, 24in x 5, 16in x 2 for the little ones), turn 4 the kit Col and Beth bring,
turn 5 the tea urn and flapjack. By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Thu 21/4):
"how many 24in tubes do I still need to get? going to Halfords in a bit" -> expected 2 (5 needed, 3 already in the
box). The assistant says 5.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the 3
24in tubes in the box was in the history and in every earlier window, and this trim cut it from the window the
model saw. Asserted: turn 1 is in every earlier window and missing from turn 6's (nothing on the parts box); the
mechanics, booking forms, kit and tea turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b165_langchain_bikeworkshop_tubes_diff_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many 24in tubes do I still need to get? going to Halfords in a bit"
TURNS = [
    ("parts box check: 9 inner tubes - 6 x 20in, 3 x 24in. 2 chains, bag of brake blocks. NO 16in tubes at all. "
     "puncture kits mostly dried up, the glue's like toffee",
     "Parts box: 9 tubes (6 x 20in, 3 x 24in), 2 chains, brake blocks, no 16in tubes."),
    ("mechanics sat: me, Amir, Beth + Col from Cycle Hub 10-12 only, he's got the shop after",
     "Mechanics: you, Amir, Beth, and Col 10-12."),
    ("booking forms in, 14 kids 🙌 tubes needed off the forms: 20in x 4, 24in x 5, 16in x 2 (the little ones)",
     "14 kids booked; tubes needed 20in x 4, 24in x 5, 16in x 2."),
    ("Col's bringing his workstand + the track pump, Beth has tyre levers + the chain tool",
     "Col: workstand and track pump; Beth: tyre levers and chain tool."),
    ("tea urn from the church, squash for the kids, Amir's mum doing flapjack again (nut free)",
     "Tea urn from the church, squash, Amir's mum's nut free flapjack."),
    (QUESTION,
     "5 of the 24in - that's what the booking forms need. And 2 of the 16in while you're there."),
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
            assert not any("parts box" in str(m.content).lower() or "3 x 24in" in str(m.content)
                           for m in window), window
            assert any("mechanics sat" in str(m.content) for m in window), window
            assert any("24in x 5" in str(m.content) for m in window), window
            assert any("workstand" in str(m.content) for m in window), window
            assert any("tea urn" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("6 x 20in, 3 x 24in" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Hannah's chat - she sorts the parts for Spoke Folk's kids' bike repair "
                                            "workshop, Sat 23 April 2039; today Thu 21 April 2039)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2 - 5 needed off the forms and 3 already in the parts box", actual=reply)
