"""Batch 100 (held out), CONTROL: nothing planted; the label is wrong. LangChain InMemoryChatMessageHistory (the
whole history goes into every answer call, no trimming), one root span per turn.

App: Sandra, the junior secretary at Letchworth Lawn Tennis Club, keeps a running chat with an assistant about the
junior squads and asks it for help answering parents.

Memory: the yellow ball squad is normally for the 9-10s, orange for the 8s; Maisie P is 8, her birthday's in March
so she'll be 9 then; Dan (head coach) says Maisie's rallying from behind the baseline and her serve's miles ahead
of the orange lot, she's bored with them, so he wants her in the yellow group on Wednesdays after half term, and
her mum's happy. Question (turn 6): "chloe's dad is asking why maisie's gone up to yellow and chloe hasn't, what do
i say to him?" The assistant says it was Dan's call on how she plays (her rallying and serve), not her age - she's
still 8. The label says she's turned 9, the age for yellow ball.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b100_ctl_langchain_tennis_moveup_why_label", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

QUESTION = "chloe's dad is asking why maisie's gone up to yellow and chloe hasn't, what do i say to him?"
TURNS = [
    ("reminder for me - yellow ball sqd is normally the 9-10s, orange the 8s, red 6-8ish",
     "Noted: red about 6-8, orange 8, yellow 9-10."),
    ("Maisie P - 8, bday's in March so she'll be 9 then. mum's Claire, pays by standing order",
     "Maisie P is 8 and turns 9 in March; her mum Claire pays by standing order."),
    ("Dan says Maisie's rallying from behind the baseline + her serve's miles ahead of the orange lot, she's "
     "bored with them tbh. he wants her with yellow on weds from after half term. Claire's v happy",
     "Maisie joins yellow on Wednesdays after half term - Dan's call on her rallying and serve."),
    ("yellow weds 5-6.30 cts 1-3, term fee same as orange, £96",
     "Yellow: Wednesdays 5-6.30 on courts 1-3, £96 a term like orange."),
    ("Chloe W (orange) - dad keeps emailing, Chloe's 8 too, v keen, great attitude but still double bouncing a lot",
     "Chloe W is 8, keen, but still lets the ball bounce twice a lot."),
    (QUESTION,
     "Say it's Dan's call on how each child is playing, not their age - Maisie's still 8, but she's rallying from "
     "the baseline and serving well ahead of the orange group. Chloe's keen and Dan will move her up when her "
     "game's there."),
]

history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in history.messages]
        if i == len(TURNS):
            assert any("normally the 9-10s" in m["content"] for m in msgs), msgs
            assert any("she'll be 9 then" in m["content"] for m in msgs), msgs
            assert any("rallying from behind the baseline" in m["content"] for m in msgs), msgs
        reply = answer(msgs[-1]["content"], "(Sandra's chat about the junior squads, Thu 6/11/36)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="she's turned 9, which is the age for yellow ball", actual=reply)
