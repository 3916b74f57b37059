"""Batch 264 (held out), CONTROL: nothing planted; the label is wrong. LangGraph InMemoryStore through its async
API (aput/asearch), asyncio: the clerk's and the chair's notices written by their own tasks (gathered), then the
question's search.

App: Haworth Road Parish Council let the Sun Lane allotments (36 plots). The clerk (Mrs Hargreaves) and the chair of
the allotments committee (Cllr Firth) put notices into the council's helper, in ("haworth-rd-pc-allotments",
"notices"); tenants ask it things.

Memory: clerk, 2050-08-22T10:00 - rents for 2050/51, full plot £46, half £24, invoices out 1st Sept, due by 1st Oct
as always, cheque to the PC or bank transfer; chair, 12/9 - plot inspections Sat 24th Sept, overgrown plots get a
letter; clerk, Tue 20th Sept - the invoices are late, new accounts software, they'll go out this week, so pay by
31st Oct this year, no late fee, the council agreed it at Monday's meeting; chair, 27.9. - inspection done, letters
to plots 4 and 19, plot 11 much better. Question (Thu 29/9, a tenant): "when's the allotment rent due? I've not had
my invoice yet" The assistant says by 31st October this year (the invoices are late with the new software; no late
fee). The label says 1st October.
"""
from __future__ import annotations

import asyncio

from common import answer, finish, setup

setup("b264_ctl_langgraph_allotments_rent_due_day_label", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

NS = ("haworth-rd-pc-allotments", "notices")
NOTICES = {
    "clerk": [
        ("2050-08-22T10:00", "rents for 2050/51 - full plot £46, half £24 (water incl). invoices out 1st sept, due by "
                             "1st oct as always, cheque to the PC or bank transfer (ref = ur plot no.)"),
        ("Tue 20th Sept", "invoices are late this yr 🙄 new accounts software, they'll go out this wk - so pay by 31st "
                          "oct this year, no late fee, council agreed it at monday's mtg"),
    ],
    "chair": [
        ("12/9", "plot inspections sat 24th sept, me + Cllr Ward. overgrown plots get a letter, 28 days to sort it"),
        ("27.9.", "inspection done - letters to plots 4 + 19, plot 11 MUCH better well done Mr Sykes 👏"),
    ],
}


async def post(store: InMemoryStore, who: str) -> None:
    for i, (day, text) in enumerate(NOTICES[who], 1):
        await store.aput(NS, f"{who}-{i}", {"day": day, "from": who, "text": text})
        await asyncio.sleep(0)


async def main():
    store = InMemoryStore()
    await asyncio.gather(*(post(store, who) for who in NOTICES))
    question = "when's the allotment rent due? I've not had my invoice yet"
    context = ["Today is Thu 29 September 2050. You are talking to a tenant at Haworth Road Parish Council's Sun "
               "Lane allotments."]
    for item in await store.asearch(NS, limit=20):
        context.append(f"{item.value['day']} ({item.value['from']}): {item.value['text']}")
    assert any("due by 1st oct as always" in c for c in context), context
    assert any("so pay by 31st oct this year" in c for c in context), context
    reply = answer(question, context, mock="By 31st October this year - the invoices are late because of the new "
                                           "accounts software, and there's no late fee.")
    finish(question, expected="1st October", actual=reply)


asyncio.run(main())
