"""Batch 13 (held out). Primary school office's trip admin: LangGraph InMemoryStore with offline embeddings, asyncio
(``aput``/``adelete``/``asearch``), script style.

App: the office keeps one record per pupil for the Year 5 trip to the Natural History Museum (Thu 19 March 2026) in
namespace ("trips", "y5-nhm"), key = pupil: consent slip, payment, medical notes, typed by the office manager the
way she writes them. Staff ask the office assistant, which runs ``asearch`` and answers with litellm.

Planted fault (DeletionError, the wrong record deleted): the office's clean-up script removes pupils who withdrew
from the trip. The withdrawal list from the Year 6 teacher (a different trip) names "Ruby O'Neal"; the script's
loose name match removes "ruby-oneill" -- Ruby O'Neill's Year 5 record: "consent slip back Tue 3/3 signed by dad
(Conor O'Neill), GBP 14.50 paid on ParentPay, inhaler - Ms Patel to carry". Question: "Has Ruby O'Neill's consent
slip for the museum trip come back?" -> expected "Yes - returned Tuesday 3 March, signed by her dad". The assistant
says there is no record of her slip, so no.

Expected verdict: DeletionError at langgraph.store.delete of "ruby-oneill" (fault() wraps that one adelete).
Asserted: the record is in the store before the call and in no stored item or context after it. Another reading:
none that we see -- nothing else writes the key, and the search returns every remaining record that matches.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b13_langgraph_school_trip_consent_delete", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NS = ("trips", "y5-nhm")
RECORDS = {
    "ruby-oneill": "Ruby O'Neill (5K): consent slip back Tue 3/3 signed by dad (Conor O'Neill); GBP 14.50 paid on "
                   "ParentPay; inhaler - Ms Patel to carry.",
    "amir-haddad": "Amir Haddad (5K): consent slip back 02.03.26; paid; nut allergy - packed lunch from home, "
                   "epipen in the first aid bag.",
    "lily-ward": "Lily Ward (5W): slip NOT back yet (chased 4th March); paid GBP 14.50; no medical.",
    "oscar-bell": "Oscar Bell (5W): slip back 27 Feb, mum (Jo) volunteering as a parent helper, DBS checked.",
}
Y6_WITHDRAWN = ["Ruby O'Neal", "Theo Grant"]  # Year 6 teacher's list for the Science Museum trip


def key_for(name: str) -> str:
    # the script's loose match: first name + the surname without the apostrophe, first three letters
    first, last = name.lower().replace("'", "").split()
    return next((k for k in RECORDS if k.startswith(first) and k.split("-")[1][:3] == last[:3]), "")


async def main():
    store = InMemoryStore(index=offline.langgraph_index(fields=["text"]))
    for key, text in RECORDS.items():
        await store.aput(NS, key, {"text": text})

    assert await store.aget(NS, "ruby-oneill") is not None
    for name in Y6_WITHDRAWN:
        key = key_for(name)
        if key == "ruby-oneill":
            with fault():
                await store.adelete(NS, key)
        elif key:
            await store.adelete(NS, key)

    question = "Has Ruby O'Neill's consent slip for the museum trip come back?"
    hits = await store.asearch(NS, query=question, limit=3)
    context = [h.value["text"] for h in hits]
    everything = [h.value["text"] for h in await store.asearch(NS, limit=50)]
    assert not any("Ruby" in c for c in context + everything), everything
    reply = answer(question, context, mock="No - I can't find a consent slip for Ruby O'Neill on the Year 5 museum "
                                           "trip list, so it hasn't come back.")
    finish(question, expected="Yes - returned Tuesday 3 March, signed by her dad", actual=reply)


asyncio.run(main())
