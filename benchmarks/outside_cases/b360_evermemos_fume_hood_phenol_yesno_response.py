"""Batch 360 (held out). A lab's safety channel: EverMemOS async client (offline stand-in), asyncio: each person's
messages written by their own task (gathered), then the question's search; the answer call has the rule and the
hood outage in its context and says yes anyway.

App: the Kowalski lab's #safety Slack channel goes into EverMemOS - Dr Ruth Adeyemi (the lab manager and
departmental safety officer), Jana (a technician) and Marco (a postdoc) - and the helper answers people's "can I"
questions before they book things.

Planted fault (ResponseError, ignored sufficient context): Ruth's 2050-06-01T09:00 reminder says that per
SOP-CH-07 v2.1 (v2.0 superseded) phenol:chloroform work is ONLY in fume hood 2, the one with the solvent waste line
and the phenol spill kit; FH1 is for non-volatiles (bleach decon, gels) only. Her Mon 2050-06-06 post says FH2 is
out for airflow recertification Thu 9th and Fri 10th, sash taped, don't use, back Mon 13th. Jana's Tue 7/6 post has
FH1 booked Thu morning for bleach decon of the TC waste, free after 12:00. Question (Wed 8/6, Marco): "can I do the
phenol:chloroform on S-0430-S-0433 tomorrow arvo? FH1 looks free after Jana" -> expected no: tomorrow is Thu 9th,
FH2 (the only hood phenol is allowed in) is out for recertification Thu and Fri, and FH1 isn't allowed for phenol;
earliest is Mon 13th. The answer needs the small inference that FH1 being free doesn't help. The model says yes, FH1
is free after 12:00, book it.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the phenol-only-in-FH2 rule and FH2's Thu-Fri outage, and it said yes. Asserted: the context has the
rule, the outage and Jana's FH1 booking.
"""
from __future__ import annotations

import asyncio

from common import answer, fault, finish, setup

setup("b360_evermemos_fume_hood_phenol_yesno_response", ["evermemos", "litellm"])

from b3_support import evermemos_async_client, fake_evermemos  # noqa: E402

GROUP = "kowalski-lab-safety-2050"
MESSAGES = {
    "ruth": [("2050-06-01T09:00:00Z", "reminder - SOP-CH-07 v2.1 is live (v2.0 superseded): phenol:chloroform ONLY "
                                      "in fume hood 2 (FH2 = the one w/ the solvent waste line + the phenol spill "
                                      "kit). FH1 is non-volatiles only, bleach decon, gels. no exceptions"),
             ("2050-06-06T08:15:00Z", "FH2 out for airflow recertification thu 9th + fri 10th, sash will be taped, "
                                      "DON'T use. back mon 13th")],
    "jana": [("2050-06-07T10:40:00Z", "booked FH1 thurs am for bleach decon of the TC waste, free after 12:00. "
                                      "annual biosafety refresher is due end of month btw")],
    "marco": [("2050-06-02T15:20:00Z", "TRIzol lot changed, new one's in the flammables cab, old bottle to waste "
                                       "collection pls")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


async def post(client, who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        await client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who,
                                     group_id=GROUP, flush=True)


async def main():
    server = fake_evermemos()
    client = evermemos_async_client(server)
    await asyncio.gather(*(post(client, who) for who in MESSAGES))
    question = "can I do the phenol:chloroform on S-0430-S-0433 tomorrow arvo? FH1 looks free after Jana"
    context = ["Today is Wed 8 June 2050. You are talking to Marco, a postdoc in the Kowalski lab."]
    for query in ("phenol chloroform fume hood", "FH2 recertification", "FH1 booking thursday"):
        found = await client.v0.memories.search(extra_query={"query": query, "top_k": 10})
        for m in found.result.memories:
            if text_of(m) not in context:
                context.append(text_of(m))
    assert any("phenol:chloroform ONLY in fume hood 2" in c for c in context), context
    assert any("FH2 out for airflow recertification thu 9th + fri 10th" in c for c in context), context
    assert any("booked FH1 thurs am" in c and "free after 12:00" in c for c in context), context
    with fault():
        reply = answer(f"(Marco) {question}", context,
                       mock="Yes - FH1 is free after 12:00 tomorrow once Jana's done her bleach decon, so book it "
                            "for the afternoon.")
    finish(question, expected="no - tomorrow's Thu 9th and FH2, the only hood phenol's allowed in, is out for "
                              "recertification Thu + Fri; FH1 isn't for phenol. earliest Mon 13th", actual=reply)


asyncio.run(main())
