"""Batch 46 (held out), control. A charity shop manager's chat: LangChain InMemoryChatMessageHistory (whole history
sent each turn, no trim), one root span per turn.

App: Lorraine manages the St Cuthbert's Hospice shop on Bridge St and keeps one chat going with an assistant about
rotas, keys and deliveries. Margaret is the Saturday keyholder and opens up at 9.15. On Wed 18/3 Lorraine wrote that
Margaret's away at her sister's in Whitby over the weekend and has put her keys through Bill's door, so Bill's
letting everyone in on Saturday.

No fault planted. Question (Fri 20/3, turn 7): "who's opening the shop tomorrow morning?" The model answers Bill,
right per memory. The label says Margaret, the Saturday keyholder. Expected verdict: AnnotationError (the label is
wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b46_ctl_langchain_charity_shop_saturday_opener_label", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

TURNS = [
    ("keys for the shop: me, Pam, Derek + Margaret. Margaret does sats, opens 9.15 so the vols can set up b4 10",
     "Keyholders: you, Pam, Derek and Margaret; Margaret opens on Saturdays at 9.15."),
    ("alarm code changed by head office, new one's in the red book in the safe, NOT on the wall pls",
     "New alarm code is in the red book in the safe."),
    ("sat rota 21/3: Margaret, Fiona (new), Sue, + Bill on the till from 12",
     "Saturday 21/3: Margaret, Fiona, Sue, and Bill on the till from 12."),
    ("Weds 18th - Margaret's off to her sister's in Whitby fri till mon, she's put her keys through Bill's door, so "
     "Bill's letting everyone in sat, 9.15 same as her. he's fine w the alarm",
     "Bill will open up on Saturday at 9.15 with Margaret's keys."),
    ("dresser collection moved to thurs 2pm, the man's bringing a van",
     "Dresser collection Thursday 2pm."),
    ("bag drop was mad today, 22 bags, Derek's sorting the back room tmrw",
     "22 bags in; Derek's sorting the back room."),
    ("(fri 20/3) Fiona's asking - who's opening the shop tomorrow morning?",
     "Bill - Margaret's in Whitby, so he's got her keys and will open at 9.15."),
]

history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in history.messages]
        if i == len(TURNS):
            assert any("Margaret does sats, opens 9.15" in m["content"] for m in msgs), msgs
            assert any("she's put her keys through Bill's door" in m["content"] for m in msgs), msgs
        reply = answer(msgs[-1]["content"], "(Bridge St shop chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("who's opening the shop tomorrow morning?", expected="Margaret - she's the Saturday keyholder", actual=reply)
