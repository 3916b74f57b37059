"""Batch 108 (held out). A childminder's planning chat: LangChain InMemoryChatMessageHistory + trim_messages (last
12 messages), one root span per turn.

App: Nicky, a childminder in Chatham, keeps her week straight in a chat with an assistant: which children, which
schools, which days. Each turn the history is trimmed to the last 12 messages (starting on a human one) before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says St Mary's are finishing at 1.30 on Fridays for the
whole of this half term (staff training), so Friday's pick-up for Isla and Ben is half one. Later turns: Alfie's
nursery hours, Ben's football, Isla's nut allergy, invoices, and turn 5 says St Mary's pick-up is 3.15 Mon-Thu as
normal at the KS1 gate. At turn 7 the trim drops turn 1. Question: "what time have i got to be at st marys on
friday?" -> expected half past one. The assistant says 3.15.

Expected verdict: UpdateError at langchain.trim_messages (the turn-7 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 7's, which still has the 3.15 line.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b108_langchain_childminder_friday_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time have i got to be at st marys on friday?"
TURNS = [
    ("heads up st marys finishing 1.30 on FRIDAYS all this half term (staff training thing) so fri pick up for "
     "isla + ben is half 1. means alfie comes in the buggy",
     "Fridays this half term: Isla and Ben out of St Mary's at 1.30, Alfie in the buggy."),
    ("alfie's at oakfield nursery mornings 8.45-11.45 mon-weds, thurs+fri all day with me",
     "Alfie: Oakfield nursery 8.45-11.45 Mon-Wed, with you all day Thu and Fri."),
    ("ben does football club tues til 4.30, i get him from the field gate not the playground",
     "Ben: Tuesday football until 4.30, collect from the field gate."),
    ("reminder isla = NUT allergy, epipen in her book bag + one in my kitchen drawer. no cereal bars w nuts",
     "Isla has a nut allergy; epipens in her book bag and your kitchen drawer."),
    ("st marys pick up 3.15 mon-thu as normal, i wait by the KS1 gate w the buggy, isla's teacher hands her over",
     "St Mary's pick-up is 3.15 Mon-Thu at the KS1 gate."),
    ("invoices - Claire (ben) pays monthly on the 1st, isla's mum weekly cash fri. need to chase alfie's for jan "
     "£120",
     "Ben's paid monthly on the 1st, Isla weekly in cash on Fridays; chase £120 for Alfie's January."),
    (QUESTION,
     "3.15 - that's the usual St Mary's pick-up, at the KS1 gate. Bring the buggy for Alfie as he's with you all "
     "day Friday."),
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
            assert not any("1.30" in str(m.content) or "half 1" in str(m.content) for m in window), window
            assert any("3.15 mon-thu as normal" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("finishing 1.30 on FRIDAYS" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nicky's childminding chat: children, schools, days)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="half one - St Mary's shut early on Fridays this half term", actual=reply)
