"""Batch 57 (held out). A youth theatre director's planning chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 12 messages, token_counter=len, start_on human), one root span per turn.

App: Maxine runs Stagestruck, a youth theatre (ages 9-17) putting on "Bugsy Malone" in the high school's hall at the
end of July. She keeps one chat going with an assistant about the summer show: rehearsals, cast, tickets, costumes.
Each turn the app trims the history to the last 12 messages and sends that window with the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1 is her note after the school rang: "Mrs Adeyemi rang -
yr 11 leavers' do is in the hall on the fri till 5 so we can't get in before then for the dress. get the kids there
for half 5 not 4, we go up at 6ish. tell the chaperones too". Turn 2 pastes the rehearsal schedule that went to
parents in June (Fri 24 July dress rehearsal, cast called 4pm, run from 4.30). Later turns are the cast list,
splurge guns, tickets, chaperones and the programme. By turn 7 the trim no longer keeps turn 1. Question (turn 7, Wed
22/7): "what time do the cast need to be in for the dress rehearsal?" -> expected 5.30pm. The assistant goes by the
June schedule: 4pm.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 7 (inside fault()). Asserted: turn 1 is in
every window before turn 7 and missing from turn 7's, which holds the June schedule. Another reading: a response
fault is ruled out, as the half-five time is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b57_langchain_theatre_dress_call_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Mrs Adeyemi rang - yr 11 leavers' do is in the hall on the fri till 5 so we can't get in before then for the "
     "dress. get the kids there for half 5 not 4, we go up at 6ish. tell the chaperones too",
     "Noted: for the dress rehearsal on Friday the cast are called at 5.30, curtain about 6, because the Year 11 "
     "event has the hall until 5. Chaperones to be told."),
    ("pasting the June schedule so it's all in one place: 'Tech Thurs 23 July 5-8pm (principals only). DRESS "
     "REHEARSAL Fri 24 July - cast called 4pm, full run from 4.30, finish by 7.30. Shows Sat 25 July 2.30 + 7pm.'",
     "June schedule: tech Thu 23 July 5-8 (principals), dress Fri 24 July call 4pm run 4.30-7.30, shows Sat 25 "
     "July 2.30 and 7."),
    ("cast: Bugsy - Kai, Blousey - Amelia R, Tallulah - Freya, Fat Sam - Josh, Dandy Dan - Theo. 31 in the chorus",
     "Cast noted: Kai, Amelia R, Freya, Josh, Theo, plus 31 in the chorus."),
    ("splurge guns!! the foam ones from last time are knackered, Dev's dad is making 8 new ones out of drainpipe",
     "Splurge guns: Dev's dad making eight new ones."),
    ("tickets - £8 adults £5 kids, 180 seats a show, matinee 140 sold already, eve 97",
     "Tickets: £8/£5, 180 seats; matinee 140 sold, evening 97."),
    ("chaperones - need 1 per 12 under-14s so 3 minimum, got Sue, Rachel + Imran. licences all in date",
     "Chaperones: Sue, Rachel and Imran, licences in date."),
    ("what time do the cast need to be in for the dress rehearsal?",
     "4pm - the cast are called at 4 for the dress on Friday 24 July, with the full run from 4.30."),
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
            assert not any("Mrs Adeyemi" in str(m.content) or "half 5" in str(m.content)
                           or "5.30" in str(m.content) for m in window), window
            assert any("cast called 4pm" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Mrs Adeyemi rang" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Maxine's show notes so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(TURNS[-1][0], expected="half past five - the school has the hall till 5 that day", actual=reply)
