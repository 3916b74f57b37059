"""Batch 103 (held out). A school PTA's uniform and book sale takings: Zep (sync client, the offline stand-in
server), facts from the PTA thread, script style.

App: Claire, the PTA secretary at St Mary's Primary, drops notes into a Zep thread after the sale; the PTA helper
answers from the graph's facts (``graph.search_edges``).

Planted fault (ResponseError, the context had the answer): the facts say the cash tin was counted at £212.50 at the
end, the float from the office was £50 in coins and goes back to Mrs Doyle tomorrow, the card reader says £96 for
the afternoon, and the book table had its own tin with £38.20. Question (Fri 28/11, Raj the PTA chair, writing the
newsletter): "how much did the sale make altogether? want to put it in the newsletter" -> expected £296.70
(212.50 - 50 + 96 + 38.20). The model says £346.70, leaving the float in.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: the cash
tin, float, card reader and book tin lines are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b103_zep_pta_takings_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-marys-pta", "st-marys-pta-claire"
NOTES = [
    "sale done!! cash tin counted at the end (me + Neha, twice): £212.50",
    "float from the office was £50 in coins, it goes back to Mrs Doyle in the morning",
    "card reader says £96 for the afternoon, mostly the coats",
    "book table had its own tin, Tom counted it - £38.20 (lots of 3 for a pound)",
    "3 bags of jumpers left over, going to the uniform bank at St Nics unless anyone shouts",
    "hall swept + tables back by 5, Mr Doyle the caretaker v happy",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Claire")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Claire")])

question = "how much did the sale make altogether? want to put it in the newsletter"
facts = client.graph.search_edges(GRAPH, query="sale cash tin float card reader book table counted coins £",
                                  page_size=8).items
context = ["Today is Fri 28 November 2036. You are talking to Raj, the PTA chair."] + [f.fact for f in facts]
assert any("cash tin counted" in c and "£212.50" in c for c in context), context
assert any("float from the office was £50" in c for c in context), context
assert any("card reader says £96" in c for c in context), context
assert any("£38.20" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£346.70 - £212.50 in the cash tin, £96 on the card reader and £38.20 "
                                           "from the book table.")
finish(question, expected="£296.70, once the £50 float goes back", actual=reply)
