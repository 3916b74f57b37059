"""Batch 172 (held out). A food festival's stallholder coordinator chatting in the week before: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Stourfield Food Festival is Sat 11th - Sun 12th August 2040 on the castle green - 60-odd food stalls, chef demos
in the marquee, a bar, live music. Nadia, who looks after the stallholders, chats with the festival's helper in the
week before; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 she says stallholders' set-up is Fri 10th, 2 till 8,
in through the Mill St gate - the marquees go up from 9 Friday morning so not before 2 - and nothing comes onto the
green Saturday morning except top-ups. Turn 2 is trader parking (unload then the Tesco overflow, passes in the welcome
pack), turn 3 the chef demos (11, 1 and 3 in the marquee), turn 4 power (16 amp hook-ups, no generators), turn 5
Saturday morning (gates open to the public at 10, traders on site from 7 for top-ups and ice, vans off the green by
9.30). By turn 6 the trim drops turn 1; turns 2 to 5 stay. Question (turn 6, Tue 7/8, Nadia): "when can stallholders
set up? got a cheese man on the phone asking" -> expected Friday 10th, 2 till 8pm (Mill St gate). The assistant says
Saturday morning, 7 till 9.30.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn with the set-up
day was in the history and in every earlier window, and this trim cut it from the window the model saw. Asserted: turn
1 is in every earlier window and missing from turn 6's (nothing on fri 10th, 2 till 8 or the marquees); the parking,
demos, power and Saturday-morning turns are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b172_langchain_food_fest_setup_day_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "when can stallholders set up? got a cheese man on the phone asking"
TURNS = [
    ("right, stallholders' set up is fri 10th, 2 till 8, in thru the Mill St gate. marquees going up from 9 fri "
     "morning so NOT before 2 pls or they'll be in the way. nothing on the green sat am except top ups",
     "Set-up Fri 10th 2-8pm via Mill St gate; marquees from 9am so not before 2."),
    ("trader parking - unload then straight round to the Tesco overflow, passes in the welcome pack, 1 per stall",
     "Unload, then park in the Tesco overflow; one pass per stall in the welcome pack."),
    ("chef demos in the marquee 11, 1 + 3 both days. Sat's the head chef from the Pheasant, sun is the Indian "
     "place on Bridge St 🌶",
     "Demos 11, 1 and 3 in the marquee both days."),
    ("power - 16 amp hook ups, they need to tell me by weds if they want one. NO generators this yr, too noisy",
     "16A hook-ups if booked by Weds; no generators."),
    ("sat morning - gates open to the public 10, traders on site from 7 for top ups + ice, all vans off the green by "
     "9.30 sharp",
     "Sat: traders in from 7 for top-ups, vans off by 9.30, gates open at 10."),
    (QUESTION,
     "Saturday morning - they can come on from 7 and need their vans off the green by 9.30, before the gates open at "
     "10."),
]
WINDOW = 10
GONE = ("fri 10th", "2 till 8", "marquees going up", "Mill St gate")


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
            assert not any(w.lower() in str(m.content).lower() for m in window for w in GONE), window
            assert any("trader parking" in str(m.content) for m in window), window
            assert any("chef demos in the marquee" in str(m.content) for m in window), window
            assert any("16 amp hook ups" in str(m.content) for m in window), window
            assert any("traders on site from 7" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("stallholders' set up is fri 10th, 2 till 8" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadia's chat - she looks after the stallholders at Stourfield Food "
                                            "Festival, Sat 11 - Sun 12 August 2040 on the castle green; today Tue 7 "
                                            "August 2040)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Friday 10th August, 2 till 8pm, in through the Mill St gate", actual=reply)
