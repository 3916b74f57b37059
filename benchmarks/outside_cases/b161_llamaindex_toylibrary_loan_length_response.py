"""Batch 161 (held out). A toy library coordinator's chat: LlamaIndex Memory (sync put/get), one root span per turn;
the answer call has the big-items rule and answers from the small-toys loan length.

App: Jo coordinates Brambles Toy Library (Saturday mornings, 9.30-12, in the Scout hut on Mill Lane). She chats with
the library's helper while she takes calls from members; the chat is kept in LlamaIndex Memory and read back each
turn as the answer's context.

Planted fault (ResponseError, ignored sufficient context): the chat has, in turn 1, the loans being 2 wks for the
small stuff, renewable once on the app; in turn 2, the big items - the bouncy castle, the ball pit, the wooden train
set + the play kitchen - being 1 wk only, no renewals, because they've a waiting list, £5; in turn 3 the cleaning
(everything wiped before it goes back on the shelf, the Milton's under the sink); in turn 4 the volunteers for
Saturday. The model answers from the 2-week rule. Question (turn 5, Thu 21/5): "mum on the phone - how long can she
keep the wooden train set? her little one's poorly so they can't get in sat" -> expected a week - it's a big item, 1
wk only, no renewals (waiting list). The assistant says 2 weeks, and she can renew it on the app.

Expected verdict: ResponseError at litellm.completion (the last answer call, wrapped in fault()): the big-items rule
naming the wooden train set is in the context the model was given, and it answered from the small toys' loan
length. Asserted: the 2-week line and the big-items 1-week line are in the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b161_llamaindex_toylibrary_loan_length_response", ["llamaindex_memory", "litellm"])

from b3_support import turn_span  # noqa: E402
from llama_index.core.base.llms.types import ChatMessage  # noqa: E402
from llama_index.core.memory import Memory  # noqa: E402

QUESTION = ("mum on the phone - how long can she keep the wooden train set? her little one's poorly so they can't get "
            "in sat")
TURNS = [
    ("loans are 2 wks for the small stuff (puzzles, books, shape sorters etc), renew once on the app. members sign "
     "the sheet when they take stuff out",
     "Small toys: 2-week loans, one renewal on the app; members sign the sheet."),
    ("big items - bouncy castle, ball pit, the wooden train set + the play kitchen - are 1 wk only, no renewals, "
     "there's a waiting list for all of them. £5",
     "Big items (castle, ball pit, wooden train set, play kitchen): 1 week, no renewals, £5."),
    ("cleaning - EVERYTHING gets a wipe before it goes back on the shelf, the Milton's under the sink. soft toys in "
     "the wash bag for Lucy",
     "Everything wiped before it goes back; Milton under the sink; soft toys to Lucy."),
    ("sat 23rd: Pam + Dee on, I'm in from 10ish. Sam's doing the new members' cards",
     "Sat 23rd: Pam and Dee, Jo from about 10, Sam on membership cards."),
    (QUESTION,
     "2 weeks from when she took it out - and if she needs longer she can renew it once on the app."),
]

memory = Memory.from_defaults(session_id="brambles-toy-library-jo", token_limit=20000)
reply = ""
for i, (text, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        memory.put(ChatMessage(role="user", content=text))
        lines = [str(m.content) for m in memory.get()]
        if i == len(TURNS):
            context = ["Today is Thu 21 May 2037. You are talking to Jo, coordinator of Brambles Toy Library, who is "
                       "taking a call from a member."] + lines[:-1]
            assert any("loans are 2 wks for the small stuff" in c for c in context), context
            assert any("the wooden train set + the play kitchen - are 1 wk only" in c for c in context), context
            with fault():
                reply = answer(text, context, mock=mock)
        else:
            reply = answer(text, lines[:-1], mock=mock)
        memory.put(ChatMessage(role="assistant", content=reply))
finish(QUESTION, expected="a week - the train set's a big item, 1 week only with no renewals (there's a waiting list)",
       actual=reply)
