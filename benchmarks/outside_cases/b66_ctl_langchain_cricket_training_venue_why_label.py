"""Batch 66 (held out), control. A cricket club's junior section chat: LangChain InMemoryChatMessageHistory (whole
history each turn, no trimming), one root span per turn.

App: Sarah, junior organiser at Dursley CC, keeps one chat with an assistant about the juniors. Friday's junior
training (Fri 14 June) is at the primary school field, because Pete the groundsman is rolling the square and
putting the covers on on Friday evening for Saturday's first-team cup match and doesn't want forty kids near it. In
passing she says the pavilion is getting painted on Sunday by a working party.

No fault planted. Question (turn 6, a parent): "why's training at the school field on Friday?" The model answers
that the square is being got ready for Saturday's cup match, right per memory. The label says the pavilion is
being painted. Expected verdict: AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b66_ctl_langchain_cricket_training_venue_why_label", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

TURNS = [
    ("fri 14/6 junior training's up at the primary school field, Mrs Ash said fine. Pete's rolling the square + "
     "getting the covers on fri eve for the 1st XI cup game sat, he does NOT want 40 kids anywhere near it",
     "Friday 14 June junior training is at the primary school field; Pete is rolling and covering the square that "
     "evening for Saturday's 1st XI cup match."),
    ("also working party sun 16th 10am - painting the pavilion (white, obvs). Jan's bringing rollers, bacon butties "
     "provided",
     "Working party Sunday 16th at 10am to paint the pavilion; Jan has rollers and there'll be bacon butties."),
    ("school field - no hard balls, incrediballs only, it's their rule not ours. same time 6-7.30",
     "At the school field it's incrediballs only (the school's rule), same time 6 to 7.30."),
    ("gate on Park Rd will be open from 5.45, park on the road not the staff car park",
     "The Park Road gate opens at 5.45; park on the road, not in the staff car park."),
    ("cup game sat is v Stinchcombe, 1pm, teas by the U13 parents",
     "Saturday's cup match is against Stinchcombe at 1pm, with teas by the U13 parents."),
    ("Jake's dad asking: why's training at the school field on fri?",
     "Because Pete's getting the square ready for Saturday's cup match against Stinchcombe - he's rolling it and "
     "putting the covers on Friday evening, so no kids on the club ground."),
]

history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in history.messages]
        if i == len(TURNS):
            assert any("rolling the square" in m["content"] for m in msgs), msgs
            assert any("painting the pavilion" in m["content"] for m in msgs), msgs
        reply = answer(msgs[-1]["content"], "(Sarah's juniors chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("why's training at the school field on Friday?",
       expected="because the pavilion's being painted", actual=reply)
