"""Batch 42 (held out), control. A hospice fun run: LangChain InMemoryChatMessageHistory (the whole history sent
each turn, no trimming), one root span per turn.

App: Gail organises the St Clare's Hospice 5k Fun Run (Sun 21 Sept 2025, Abbey Park) and keeps one chat going with
an assistant. Last year's run started at 10. In August Jas suggested a later start so people coming in on the
Sunday bus could make it; Rob pointed out the bus doesn't get in until 11.05 on a Sunday, so a small shift would not
help them and the idea was dropped. Then the parks office said the farmers' market has the bandstand field until
10.15 this year, and nothing of the run can be set up before it has packed away, so the start went to 10.30.

No fault planted. Question (turn 7, Mon 15/9): "someone's asked on FB why we're starting at half 10 this year -
what's the reason?" The model answers the farmers' market has the field till 10.15, right per memory. The label says
it is so people coming on the bus can get there. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b42_ctl_langchain_funrun_start_time_why_label", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402

TURNS = [
    ("12/8 cttee - Jas asked could we start later than 10 this yr so folk on the sunday bus from town can make it. "
     "Rob looked it up, the first sunday bus doesn't get in till 11.05 so 20 mins later wouldn't help anyone, so "
     "we left it. Rob'll put a car share thread on FB",
     "Noted: a later start for the bus was looked at and dropped; Rob's doing a car-share thread."),
    ("medals came - 420, the hospice logo's a bit wonky but nobody'll notice",
     "420 medals in."),
    ("28/8 parks office rang - farmers' market has the bandstand field till 10.15 this yr (they've got it every 3rd "
     "sunday now), we can't put the funnel or the arch up till they've gone, so we're off at 10.30 not 10",
     "Start is 10.30: the farmers' market has the field until 10.15."),
    ("Mel's getting 6 first aid kits from work for the lake loop", "Six first aid kits from Mel."),
    ("entries 388 online + prob 30 on the day, £12 adults £6 under 16s", "388 entries so far."),
    ("updated the FB event w the 10.30 start + parking at the leisure centre", "FB event updated."),
    ("someone's asked on FB why we're starting at half 10 this year - what's the reason?",
     "The farmers' market has the bandstand field until 10.15 this year, and the start funnel and arch can't go up "
     "until they've packed away - so 10.30."),
]

history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in history.messages]
        if i == len(TURNS):
            assert any("sunday bus from town" in m["content"] for m in msgs), msgs
            assert any("farmers' market has the bandstand field till 10.15" in m["content"] for m in msgs), msgs
        reply = answer(msgs[-1]["content"], "(Gail's fun run notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="So people coming in on the Sunday bus from town can get there in time",
       actual=reply)
