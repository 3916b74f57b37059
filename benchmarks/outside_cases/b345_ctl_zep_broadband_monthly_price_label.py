"""Batch 345 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Pennine Fibre's call centre puts each customer call, transcribed (AGENT:/CALLER:, no punctuation, ums and
all), into a Zep thread per account; the helper answers from a graph search of the facts.

Memory: 2050-10-03T11:02 - Mrs Begum upgrades to the nine hundred meg package, the agent says "that's thirty two
pounds a month on a new twenty four month contract"; Fri 7 Oct - Tom calls back: "the price i gave you on monday the
thirty two pounds that was without the loyalty discount i'd missed it off so it's actually twenty seven fifty a
month for the twenty four months sorry about that"; 12/10 - the new hub's going out by Royal Mail, go-live the
twentieth; Mon 17 Oct - set-up fee waived, first full bill on the first of December. Question (Mon 24 Oct, Mrs
Begum): "um how much is my monthly bill going to be on the new deal" The assistant says £27.50 a month (with the
loyalty discount Tom had missed). The label says £32 a month.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b345_ctl_zep_broadband_monthly_price_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "pennine-fibre", "acct-30277154-begum"
CALLS = [
    "2050-10-03T11:02 CALLER: hi i want to go up to the faster one my son's gaming all night AGENT: ok so the nine "
    "hundred meg package that's thirty two pounds a month on a new twenty four month contract CALLER: go on then",
    "fri 7 oct 15:30 AGENT: hi mrs begum it's tom from pennine fibre calling back um the price i gave you on monday "
    "the thirty two pounds that was without the loyalty discount i'd missed it off so it's actually twenty seven fifty "
    "a month for the twenty four months sorry about that CALLER: oh even better thanks love",
    "12/10 AGENT: your new hub's going out by royal mail should be with you by friday um plug it in on the twentieth "
    "that's your go live date CALLER: ok",
    "mon 17 oct 10:10 AGENT: just to let you know the set up fee's been waived and your first full bill will be the "
    "first of december CALLER: lovely",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Mrs Begum")
client = zep_client(server)
for text in CALLS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="call transcript")])

question = "um how much is my monthly bill going to be on the new deal"
context = ["Today is Mon 24 October 2050. You are talking to Mrs Begum, account 30277154, on the phone."]
for query in ("monthly price new contract", "how much a month", "loyalty discount price"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("that's thirty two pounds a month" in c for c in context), context
assert any("without the loyalty discount" in c and "twenty seven fifty a month" in c for c in context), context
reply = answer(f"(CALLER) {question}", context,
               mock="£27.50 a month for the 24 months - that's with your loyalty discount, which Tom added when he "
                    "called you back on the 7th.")
finish(question, expected="£32 a month", actual=reply)
