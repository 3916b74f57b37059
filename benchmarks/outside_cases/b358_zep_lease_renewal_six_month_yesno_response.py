"""Batch 358 (held out). Lease renewals at a US apartment building: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the short-term policy and the tenant's lease end in its
context and says yes to a term the policy rules out.

App: Maple Court Apartments put the leasing office's renewal notices and the residents' portal messages into a Zep
thread; the resident helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context, a small inference): Karen Liu's 2051-03-01 notice says
renewal offers for leases ending May-August go out 3/15; the standard term is 12 months (13 on request); 6-month
terms are offered only where the new lease would end between April and September (peak leasing season), never
over the winter. Jess Park (Unit 11D) wrote 3/16 that she got her letter - lease ends 8/31, $1,985 on a 12-month -
and Karen confirmed it (current lease ends 8/31/2051, 12-month at $1,985.00). Karen's 4/2 notice: where a 6-month
term is available it carries a $150.00/month premium. Question (Tue 4/18, Jess): "can i do a 6 month renewal
instead of 12 im probably moving for grad school in feb" -> expected no: a 6-month renewal from 9/1 would end
2/29/2052, in the winter, and 6-month terms are only offered ending April-September; it's 12 or 13 months (she
could ask the office about an early termination). The model says yes, at the $150 premium ($2,135.00/month).

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the April-September rule and her 8/31 lease end, from which a 6-month term (ending in February) is ruled
out, and the model said yes. Asserted: the context has the policy fact and the 8/31 lease-end fact.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b358_zep_lease_renewal_six_month_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "maple-court", "renewals-2051"
POSTS = [
    ("leasing office", "2051-03-01 Karen Liu (Property Manager): Renewal offers for leases ending May through August "
                       "2051 will be mailed 3/15. The standard renewal term is 12 months (13 months on request). "
                       "6-month terms are offered only where the new lease would end between April and September "
                       "(peak leasing season) - never over the winter."),
    ("Jess Park 11D", "3/16 got the renewal letter. my lease ends 8/31 right? and its 1985 on a 12 mo?"),
    ("leasing office", "3/17 Karen Liu: Ms. Park, correct - your current lease (Unit 11D) ends 8/31/2051, and the "
                       "12-month renewal rate is $1,985.00/month."),
    ("leasing office", "4/2 Karen Liu: Where a 6-month term is available it carries a $150.00/month short-term "
                       "premium over the 12-month rate. Please sign renewals through the portal."),
    ("Jess Park 11D", "4/10 also is there a second storage cage free, my bike is taking over the living room"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Maple Court")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "can i do a 6 month renewal instead of 12 im probably moving for grad school in feb"
context = ["Today is Tue 18 April 2051. You are talking to Jess Park, the tenant in Unit 11D at Maple Court "
           "Apartments."]
for query in ("6 month renewal term", "lease end date 11D", "short-term premium renewal"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("6-month terms are offered only where the new lease would end between April and September" in c
           for c in context), context
assert any("your current lease (Unit 11D) ends 8/31/2051" in c for c in context), context
with fault():
    reply = answer(f"(Jess, 11D) {question}", context,
                   mock="Yes - you can take a 6-month renewal instead; it carries the $150/month short-term premium, "
                        "so $2,135.00 a month, and it would run out before you leave in February.")
finish(question, expected="no - a 6-month term from 9/1 would end in February (winter); 6-month terms only end "
                          "April-September, so it's 12 or 13 months", actual=reply)
