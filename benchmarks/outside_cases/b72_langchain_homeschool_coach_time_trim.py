"""Batch 72 (held out). A home-schooling co-op's trip planning: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages, token_counter=len, start_on human), one root span per turn.

App: Priya coordinates the Five Valleys Home Ed co-op (nine families, lessons at St Luke's church hall on Mondays and
Wednesdays, tutors for maths, chemistry and French). She plans the Chedworth Roman Villa trip (Wed 14 May 2031) in
one chat with an assistant. Each turn the app trims the history to the last 10 messages and sends that window with
the new message.

Planted fault (UpdateError, trimmed out of the window): turn 1: "coach firm (Cotswold Coaches) rang back - they can't
get a driver till later that morning so pick up is 9.15 at the church hall not 8.45, they'll have us back by 4ish.
moved the villa tour to 11 to fit". Turn 3 pastes the co-op newsletter, written before that ("Chedworth Roman Villa
wed 14/5 - coach leaves St Luke's 8.45 SHARP, back 3.30"). By turn 6 the trim no longer keeps turn 1. Question (turn
6): "what time have families got to be at the church hall on the 14th?" -> expected 9.15. The assistant says 8.45.

Expected verdict: UpdateError at langchain.trim_messages, the trim of turn 6 (inside fault()). Asserted: turn 1 is in
every window before turn 6 and missing from turn 6's, which holds the newsletter. Another reading: a response fault
is ruled out, as the coach firm's message is not in the final window.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b72_langchain_homeschool_coach_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("coach firm (Cotswold Coaches) rang back - they can't get a driver till later that morning so pick up is 9.15 "
     "at the church hall not 8.45, they'll have us back by 4ish. moved the villa tour to 11 to fit",
     "Got it: Cotswold Coaches pick up at 9.15 from the church hall, back around 4; the villa tour is now at 11."),
    ("Tomasz says Kuba + Lena can come after all, so that's 23 kids + 9 adults. NT members free, rest £9.50 kids "
     "£17 adults",
     "23 children and 9 adults; National Trust members go free, otherwise £9.50 a child and £17 an adult."),
    ("pasting the newsletter bit so we're all looking at the same thing: 'Chedworth Roman Villa wed 14/5 - coach "
     "leaves St Luke's 8.45 SHARP, back 3.30. packed lunch, wellies if wet, clipboards provided. Mrs Adeyemi's "
     "chemistry moves to thurs that wk'",
     "Newsletter: Chedworth on Wed 14/5, coach from St Luke's, packed lunch, wellies if wet, clipboards provided; "
     "chemistry moves to Thursday that week."),
    ("worksheet for the little ones - mosaics + the hypocaust, Hannah's doing it. older ones do the bath house "
     "plan w measurements",
     "Worksheets: mosaics and the hypocaust for the younger ones (Hannah), bath house plan with measurements for "
     "the older ones."),
    ("first aid - me + Gareth have the certs. Noor's epipen goes w Gareth, Alfie's inhaler in his bag",
     "First aid: you and Gareth; Noor's EpiPen with Gareth, Alfie's inhaler in his bag."),
    ("what time have families got to be at the church hall on the 14th?",
     "8.45 - the coach leaves St Luke's at 8.45 sharp, so be there a few minutes before."),
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
            assert not any("9.15" in str(m.content) or "can't get a driver" in str(m.content) for m in window), \
                window
            assert any("leaves St Luke's 8.45 SHARP" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("pick up is 9.15" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Priya's Chedworth trip chat so far)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("what time have families got to be at the church hall on the 14th?",
       expected="quarter past nine - the coach can't come earlier", actual=reply)
