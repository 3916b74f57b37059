"""Batch 135 (held out). A village carnival treasurer's notes: Zep facts (sync client, offline stand-in), script style
(each call its own trace).

App: Roy, treasurer of the Kelby carnival committee, posts what comes up at meetings and in texts - prizes,
sponsors, floats, the float judges - into a Zep thread; the helper answers from a graph search of the facts when he
does the accounts.

Planted fault (ResponseError, ignored sufficient context): the facts have the float prizes agreed at the 14/3
meeting - 1st £100, 2nd £50, 3rd £25 out of committee funds; then, on 22.3., the Rotary putting up £50 on top for
the best children's float (Brenda sorted it, their cheque's made out to the carnival); and, beside them, the fancy
dress prizes, which are book tokens, and the judges. The model adds up the committee's three. Question (Tue 23rd
June, Roy): "how much are we giving out in float prizes altogether? need it for the accounts" -> expected £225
(100 + 50 + 25 + the Rotary's 50). The assistant says £175.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the three prizes and the
Rotary's £50 for the best children's float are all in the facts the model was given, and it left the Rotary's prize
out of the total. Asserted: the prizes line and the Rotary line are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b135_zep_carnival_prize_money_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kelby-carnival", "roy-treasurer-2037"
POSTS = [
    "14/3 mtg - float prizes agreed: 1st £100, 2nd £50, 3rd £25, out of committee funds. rosettes for all floats",
    "fancy dress prizes are book tokens this yr (£10 x 3), the bookshop's donating them",
    "22.3. Brenda's sorted it w the Rotary - they're putting up £50 on top for best children's float, cheque made "
    "out to the carnival, I'll bank it",
    "float judges - Mrs Khan from the school + the landlord of the Plough + a Rotary person, 2pm at the rec",
    "bunting's £38.40 from the pound shop, receipt in the tin",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Roy")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Roy")])

question = "how much are we giving out in float prizes altogether? need it for the accounts"
facts = client.graph.search_edges(GRAPH, query="float prizes money total Rotary best children's float",
                                  page_size=10).items
context = ["Today is Tue 23 June 2037. You are talking to Roy, treasurer of the Kelby carnival committee."] + \
          [f.fact for f in facts]
assert any("1st £100, 2nd £50, 3rd £25" in c for c in context), context
assert any("putting up £50 on top for best children's float" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£175 - £100 for first, £50 for second and £25 for third.")
finish(question, expected="£225 - £100 + £50 + £25 from the committee, plus the Rotary's £50 for best children's "
                          "float", actual=reply)
