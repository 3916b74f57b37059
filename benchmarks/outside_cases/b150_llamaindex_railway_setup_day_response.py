"""Batch 150 (held out). A model railway exhibition manager's chat: LlamaIndex Memory (sync put/get), one root span
per turn.

App: Colin, exhibition manager of Calder Valley Model Railway Club, is sorting the set-up for the exhibition at
Brooksbank School, Elland (Sat 7th - Sun 8th Nov 2037) and chats with his helper in the fortnight before; the chat
is kept in LlamaIndex Memory and read back each turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the opening hours and that
exhibitors set up on Fri 6th from 4pm (the school's in till 3.30); in turn 2 the layouts - Shap Summit is Graham's
lot's, 32ft, and, in passing, Hebden Sidings is N gauge at 8ft; in turn 3 that anything over 20ft sets up on the
Thursday night (5th) from 6, Brian the caretaker letting them in, because there's not the time on the Friday to get
the big ones up and running; then parking for Graham's trailer. The model goes by the Friday. Question (Mon 26/10,
Colin): "which day does Graham need to bring Shap Summit in? he's booking the trailer hire" -> expected Thursday
5th Nov, from 6pm (it's 32ft, over 20). The assistant says Friday 6th from 4pm.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the Friday set-up,
Shap Summit's 32ft and the over-20ft-on-Thursday rule are all in the context the model was given, and it gave the
Friday anyway. Asserted: those three turns' facts are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b150_llamaindex_railway_setup_day_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = "which day does Graham need to bring Shap Summit in? he's booking the trailer hire"
TURNS = [
    ("exhibition sat 7th + sun 8th nov, 10-4.30 sat, 10-4 sun. exhibitors set up fri 6th from 4pm - school's in "
     "till 3.30 so not b4",
     "Exhibition Sat 7 and Sun 8 November, 10-4.30 Saturday and 10-4 Sunday; exhibitors set up Friday 6th from 4pm "
     "after school finishes."),
    ("layouts so far: Shap Summit (Graham's lot, 32ft), Dewsbury Road 18ft, Hebden Sidings (N gauge, 8ft, lovely "
     "little thing), Lego club's city + the Brio for the kids",
     "Layouts: Shap Summit (Graham's group, 32ft), Dewsbury Road (18ft), Hebden Sidings (N gauge, 8ft), the Lego "
     "club's city and the Brio corner."),
    ("anything over 20ft sets up thurs night the 5th from 6, Brian (caretaker) is letting us in - there's not the "
     "time fri to get the big ones up + running",
     "Layouts over 20ft set up on Thursday 5th from 6pm, with Brian the caretaker letting you in."),
    ("Graham's asking abt parking the trailer - behind the sports hall by the bins is fine, Brian says",
     "Graham can park the trailer behind the sports hall by the bins."),
    (QUESTION,
     "Friday 6th November, from 4pm - that's when exhibitors set up, once school's out."),
]

memory = Memory.from_defaults(session_id="calder-valley-mrc-colin", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Mon 26 October 2037. You are talking to Colin, exhibition manager of Calder Valley "
                       "Model Railway Club, about the exhibition at Brooksbank School on Sat 7 - Sun 8 November."] + \
                      lines[:-1]
            assert any("set up fri 6th from 4pm" in c for c in context), context
            assert any("Shap Summit (Graham's lot, 32ft)" in c for c in context), context
            assert any("over 20ft sets up thurs night the 5th from 6" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="Thursday 5th November, from 6pm - Shap Summit's 32ft and anything over 20ft sets up on the "
                          "Thursday night", actual=reply)
