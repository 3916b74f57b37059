"""Batch 113 (held out). A kitchen renovation's money log: Zep facts (sync client, offline stand-in), script style.

App: Anna logs every payment on the kitchen job into a Zep thread; the helper answers from a graph search of the
facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Dan the builder's £1,500 deposit on
signing, £2,200 stage 2 after the plastering, and £340 cash for moving the boiler pipe and the hob circuit (he'll
mark it paid on the final invoice); Stonecraft's £1,150 for the worktops went on the card, and the skip is in
Dan's price. The model adds the deposit and stage 2 only. Question (Sat 27/6, Rich): "how much have we actually
given Dan so far?" -> expected £4,040 (1,500 + 2,200 + 340). The assistant says £3,700.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()). Asserted: all three of
Dan's payments are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b113_zep_kitchen_paid_builder_total_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "holt-kitchen", "holt-kitchen-anna"
NOTES = [
    "signed w Dan 20/5, paid him the £1,500 deposit same day (transfer), rest in 2 stages",
    "stonecraft worktops £1,150 - put it on the credit card for the protection",
    "Fri 19th June - stage 2 to Dan £2,200 after the plastering, he's happy",
    "gave Dan £340 cash tues for moving the boiler pipe + the hob circuit, he says he'll put it on the final invoice "
    "as pd",
    "skip's £260 but Dan says thats in his price, don't pay the skip man if he knocks",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Anna")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Anna")])

question = "how much have we actually given Dan so far?"
facts = client.graph.search_edges(GRAPH, query="paid Dan deposit stage 2 cash boiler pipe builder payments",
                                  page_size=10).items
context = ["Today is Sat 27 June 2037. You are talking to Rich, Anna's husband."] + [f.fact for f in facts]
assert any("£1,500 deposit" in c for c in context), context
assert any("stage 2 to Dan £2,200" in c for c in context), context
assert any("£340 cash" in c for c in context), context
with fault():
    reply = answer(question, context, mock="£3,700 - the £1,500 deposit and the £2,200 stage 2 payment.")
finish(question, expected="£4,040 - 1,500 deposit, 2,200 stage 2 and the 340 cash for the boiler pipe",
       actual=reply)
