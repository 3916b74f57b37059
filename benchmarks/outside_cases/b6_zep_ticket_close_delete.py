"""Batch 6: an online shop's support assistant on Zep, with a ticket-close cleanup (zep-cloud ``AsyncZep`` against
b3_support's in-process Zep stand-in; asyncio; script style).

App: every customer chat message goes into the customer's Zep thread (``thread.add_messages``); Zep turns messages
into facts on its graph (the stand-in makes one fact per user message). When an agent closes a ticket, a cleanup job
removes the facts of that order so stale order details stop showing up: it searches the customer's facts with the
order number (``graph.search_edges``) and deletes every fact the search returned (``graph.edge.delete``). Questions
are answered from ``graph.search_edges`` with litellm (``mock_response``). Each call is its own trace.

Fault: closing order 5521 the job searches "order 5521", and the search also returns the fact about order 5530
(it shares the word "order"); the job deletes it without checking the number. That fact was the only place the
customer's delivery instruction lived: ship the replacement for order 5530 to her office, Rua Augusta 120, 3rd
floor, Lisbon. (The two 5521 facts it deletes are the intended ones; only the 5530 delete is wrapped as the fault.)
Question: "Where should the replacement for order 5530 be shipped?"  Expected: "To her office: Rua Augusta 120, 3rd
floor, Lisbon".  The app says no address is on file and offers the billing address.

Why DeletionError @ zep.graph.edge.delete (the delete of the 5530 fact): the message reached memory as a fact
(observed by the cleanup's own search as Zep's extraction of that message), and that fact was explicitly deleted
before the question. Another reading: the cleanup's search over-matched, but a search returns, it does not remove;
the delete is the operation that took the fact out of memory.
"""
from __future__ import annotations

import asyncio
import contextlib

from common import answer, fault, finish, setup

NAME = "b6_zep_ticket_close_delete"
setup(NAME, ["zep", "litellm"])

import httpx  # noqa: E402
import zep_cloud  # noqa: E402

import b3_support  # noqa: E402

GRAPH, THREAD = "customer-ana-ribeiro", "support-thread-ana"
MESSAGES = [
    "Please ship the replacement for order 5530 to my office: Rua Augusta 120, 3rd floor, Lisbon.",
    "The refund for order 5521 came through, thanks.",
    "My invoices should go to finance@ribeiro-arq.pt from now on.",
    "I'm happy for you to close the ticket for order 5521.",
]

server = b3_support.fake_zep()
server.add_thread(THREAD, GRAPH, "Ana")


async def close_ticket(client, order: str) -> int:
    found = await client.graph.search_edges(GRAPH, query=f"order {order}", page_size=10)
    deleted = 0
    for edge in found.items:  # meant to check that the fact is about this order; it does not
        wrong = order not in edge.fact
        with fault() if wrong else contextlib.nullcontext():  # the planted fault: deletes another order's fact
            await client.graph.edge.delete(GRAPH, edge.uuid_)
        deleted += wrong
    return deleted


async def main() -> None:
    client = zep_cloud.AsyncZep(api_key="k", base_url="http://zep.test/api/v4", max_retries=0,
                                httpx_client=httpx.AsyncClient(transport=httpx.MockTransport(server.handle)))
    for i, text in enumerate(MESSAGES):
        await client.thread.add_messages(THREAD, messages=[
            zep_cloud.AddMessage(content=text, role="user", name="Ana", uuid_=f"msg-{i}")])

    wrongly_deleted = await close_ticket(client, "5521")
    assert wrongly_deleted == 1, wrongly_deleted  # the fault happened: the 5530 fact was deleted
    assert not any("Rua Augusta" in e["fact"] for e in server._live(GRAPH))

    question = "Where should the replacement for order 5530 be shipped?"
    found = await client.graph.search_edges(GRAPH, query=question, page_size=5)
    context = [e.fact for e in found.items]
    assert not any("Rua Augusta" in c for c in context), context
    actual = answer(question, context,
                    mock="I don't have a delivery address for order 5530 on file; shall I send the replacement to "
                         "your billing address?")
    finish(question, "To her office: Rua Augusta 120, 3rd floor, Lisbon", actual)


asyncio.run(main())
