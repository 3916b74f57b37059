"""b5: a tenant's assistant on Zep (the real zep-cloud client against the in-process stand-in server of b3_support:
each user message becomes an episode from which the "server" extracts one fact in the user's words, third person;
searches rank by shared words). Script style: each call its own trace. Messages carry the day they were said as
``reference_time``.

The app runs a "latest statement wins" sync after each message that states a rent amount: it searches the facts
about the rent and rewrites any older fact with another amount to the new amount (``graph.edge.update``).

Messages: 20 March "My rent went up to £950 a month from April - the letting agent confirmed it in writing."; 22 March
standing order on the 1st; 25 March deposit protected with the DPS; 2 April "The agent's portal still shows my rent
as £900 a month." (itself wrong: the portal had not been updated).

Planted fault: the sync after the 2 April message rewrites the 20 March fact to "Tom's rent is £900 a month" (the
``zep.graph.edge.update``, wrapped in ``fault()``). The only fact that said £950 is gone.

Question (10 April): "How much is my rent now?" Expected "nine hundred and fifty pounds a month" (the amount in
words). The answer says £900.

Why UpdateError at zep.graph.edge.update: the fact held £950 (the sync's own search returned it, so Zep's extraction
of it was observed), and the update replaced it with a stale amount before the answer. Another reading: the 2 April
message (a wrong statement) could be seen as the cause, but it is an input the app received, not an operation; the
operation that destroyed the right value is the update.
"""
from __future__ import annotations

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import answer, fault, finish, setup  # noqa: E402
import b3_support  # noqa: E402

setup("b5_zep_rent_wrong_correction", ["zep", "litellm"])

import zep_cloud  # noqa: E402

GRAPH, THREAD = "user-tom", "thread-tenancy"
server = b3_support.fake_zep()
server.add_thread(THREAD, GRAPH, "Tom")
client = b3_support.zep_client(server)

MESSAGES = [
    ("m1", "2026-03-20T09:00:00Z", "My rent went up to £950 a month from April - the letting agent confirmed it "
                                   "in writing."),
    ("m2", "2026-03-22T09:00:00Z", "I pay the rent on the 1st by standing order."),
    ("m3", "2026-03-25T09:00:00Z", "My deposit is protected with the DPS."),
    ("m4", "2026-04-02T09:00:00Z", "The agent's portal still shows my rent as £900 a month."),
]


def sync_rent(new_text: str) -> None:
    """Latest statement wins: older rent facts with another amount are rewritten to the new amount."""
    amount = re.search(r"£(\d[\d,]*)", new_text)
    if not amount or "rent" not in new_text:
        return
    found = client.graph.search_edges(GRAPH, query="rent a month", page_size=5).items
    newest = max(found, key=lambda e: e.created_at or "")
    stale = [e for e in found if e.uuid_ != newest.uuid_ and "rent" in e.fact
             and re.search(r"£(\d[\d,]*)", e.fact) and amount.group(0) not in e.fact]
    with fault():
        for edge in stale:
            client.graph.edge.update(GRAPH, edge.uuid_, fact=f"Tom's rent is {amount.group(0)} a month")


for uid, when, text in MESSAGES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Tom",
                                                                      uuid_=uid, reference_time=when)])
    if uid == "m4":
        sync_rent(text)

QUESTION = "How much is my rent now?"
edges = client.graph.search_edges(GRAPH, query=QUESTION, page_size=5).items
context = [e.fact for e in edges]
live = [e["fact"] for e in server._live(GRAPH)]
assert any("£900" in c for c in context), context
assert not any("950" in f for f in live), live  # the fault decided: no fact says £950 any more
reply = answer(QUESTION, context, mock="Your rent is £900 a month.")
finish(QUESTION, "nine hundred and fifty pounds a month", reply)
