"""Batch 151 (held out). A Cub pack's camp weekend chat: LangChain InMemoryChatMessageHistory with trim_messages (last
8 messages, start on a human turn) as the window sent to the model; one root span per turn.

App: Sarah (Akela, 3rd Ripponden Cubs) plans the pack's camp at Bradley Wood (Fri 12 - Sun 14 June 2037) with the
pack's assistant. Each turn adds her message to the history, trims it to the last 8 messages and sends the window
plus a short header to litellm.

Planted fault (UpdateError, trimmed from window): at turn 5 the trim drops turn 1 - the kit list (sleeping bag + roll
mat, torch, wellies, waterproof, 2 changes of clothes, mess tin + mug + KFS, all named; no phones, no sweets). The
leaders, the tents and the drop-off / pick-up turns stay, and the last of them says a torch is essential for the
Saturday night hike. Question (turn 5, Mon 1 June): "a mum's asking what they need to bring - can u give me the list
to send round on whatsapp?" -> expected the full list. The assistant, going by the window, says just a torch.

Expected verdict: UpdateError at langchain.trim_messages in turn 5 (fault() wraps that one trim): turns 1-4 had the
kit list in their windows; the turn-5 trim cut it, and the answer follows what was left. Asserted: every earlier
window has the kit list; the turn-5 window has no roll mat, mess tin or KFS, and does have the leaders', tents' and
drop-off turns (with the torch for the night hike).
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b151_langchain_cubs_kit_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "a mum's asking what they need to bring - can u give me the list to send round on whatsapp?"
TURNS = [
    ("kit list for camp: sleeping bag + roll mat, torch, wellies, waterproof, 2 changes of clothes (they WILL get "
     "soaked), mess tin + mug + KFS. everything named!! no phones pls + no sweets, they always find them in the "
     "tents at 2am",
     "Got it - sleeping bag and roll mat, torch, wellies, waterproof, two changes of clothes, mess tin, mug and "
     "knife/fork/spoon, all named; no phones or sweets."),
    ("leaders: me, Baloo (Jim), Kaa (Priya) + 2 young leaders from the troop. Jim's cooking sat - sausage + beans, "
     "campfire 7.30ish",
     "Leaders: Sarah, Jim (Baloo), Priya (Kaa) and two young leaders; Jim cooks sausage and beans on Saturday, "
     "campfire about 7.30."),
    ("tents - 4 patrol tents from the HQ loft, Kaa checked them 22.3., one needs a new pole. Jim's borrowing the big "
     "mess tent off 2nd Sowerby",
     "Four patrol tents from the HQ loft (one needs a new pole, checked 22 March) and 2nd Sowerby's big mess tent."),
    ("parents drop off fri from 6, pick up sun 2pm after flag down + a cuppa. night hike sat so a torch is "
     "ESSENTIAL, tell them",
     "Drop-off Friday from 6, collection Sunday 2pm after flag down and a cuppa; a torch is essential for "
     "Saturday's night hike."),
    (QUESTION,
     "They just need a torch - it's essential for the night hike on Saturday. Drop-off is Friday from 6, pick-up "
     "Sunday at 2pm."),
]
WINDOW = 8


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
            assert not any(w in str(m.content) for m in window for w in ("roll mat", "mess tin", "KFS")), window
            assert any("Baloo (Jim)" in str(m.content) for m in window), window
            assert any("4 patrol tents" in str(m.content) for m in window), window
            assert any("a torch is ESSENTIAL" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("sleeping bag + roll mat" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sarah's chat as Akela of 3rd Ripponden Cubs; pack camp at Bradley "
                                            "Wood, Fri 12 - Sun 14 June 2037; today Mon 1 June)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="sleeping bag + roll mat, torch, wellies, waterproof, 2 changes of clothes, mess tin + mug "
                          "+ knife/fork/spoon - all named; no phones, no sweets", actual=reply)
