"""Batch 346 (held out). A company's parental-leave policy: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Halden Analytics Ltd keep an HR helper that answers staff questions on the Family Leave Policy (HR-POL-014).
Priya Nair (People Partner) pastes policy summaries, formal all-staff emails and FAQ entries into it with
``memory.add(messages, user_id=..., metadata={"date": ...})``; employees ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Priya's note of 2051-01-09T10:12 summarises v3 of the
policy - §5.1 Enhanced Maternity and Adoption Pay ("EMP") is 16 weeks at 100% of basic salary, then 10 weeks at 50%
plus SMP. Her all-staff email of 14 Feb 2051 says v4 supersedes v3 with effect from 1 April 2051 (the "Effective
Date"), and lists the changes: (a) §5.1 as amended, EMP is 20 weeks at 100% of basic salary followed by 6 weeks at
50% plus SMP; (b) §7.2, KIT days up from 10 to 12; (c) Appendix B rewritten; v4 applies to anyone whose EWC falls on
or after the Effective Date. The extraction keeps the v4 date, the KIT days and Appendix B and drops (a): the v3
16 weeks stays the only EMP figure stored. Question (Mon 22 May 2051, Kasia Nowak, EWC 11/9/51): "how many weeks
at full pay do I get on enhanced maternity?" -> expected 20 weeks (v4 §5.1 as amended; her EWC is after the
Effective Date). The assistant says 16 weeks.

Expected verdict: ExtractionError at mem0.extract inside the 14 Feb add (fault() wraps that one add): the email
given to mem0 has the amended §5.1 (20 weeks at full pay), and what was made from it leaves that out, so the store
never held the figure the answer needs; the search and the answer then worked faithfully on what was stored.
Asserted: the email says 20 weeks; no stored memory or context line has "20 weeks" or "6 weeks at 50%"; the KIT
change from the same email is stored; v3's 16 weeks is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b346_mem0_parental_leave_full_pay_weeks_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "halden-hr-family-leave"
CUT = ("From: Priya Nair (People Partner) | To: All UK Staff | Sent: 14 February 2051 09:02 | Subject: Family Leave "
       "Policy v4 - summary of changes. Dear colleagues, following consultation with the Employee Forum, ExCo has "
       "approved v4 of the Family Leave Policy (HR-POL-014), which supersedes v3 with effect from 1 April 2051 (the "
       "\"Effective Date\"). In summary: (a) §5.1 as amended - EMP is now 20 weeks at 100% of basic salary followed "
       "by 6 weeks at 50% plus SMP, the balance at SMP only; (b) §7.2 - the KIT day allowance rises from 10 to 12; "
       "(c) Appendix B (Shared Parental Leave worked examples) has been rewritten. §5.3 Qualifying Service is "
       "unchanged. v4 applies to any employee whose EWC falls on or after the Effective Date. Kind regards, Priya")
NOTES = [
    ("2051-01-09T10:12",
     "2051-01-09T10:12 Family Leave Policy v3 (HR-POL-014, approved ExCo 12/12/2050) - summary for the helper: "
     "§5.1 Enhanced Maternity and Adoption Pay (\"EMP\"): 16 weeks at 100% of basic salary, then 10 weeks at 50% "
     "plus SMP, remainder at SMP only. §5.3 Qualifying Service: 26 weeks' continuous employment by the 15th week "
     "before the EWC. §7.2 up to 10 KIT days, paid at the full day rate",
     ["Under Family Leave Policy v3 §5.1, Enhanced Maternity and Adoption Pay (EMP) is 16 weeks at 100% of basic "
      "salary, then 10 weeks at 50% plus SMP, the remainder at SMP only",
      "§5.3 Qualifying Service for EMP: 26 weeks' continuous employment by the 15th week before the EWC",
      "§7.2: up to 10 KIT days, paid at the full day rate"]),
    ("14 February 2051", CUT,
     # the planted fault: (a), the amended §5.1, is dropped
     ["Family Leave Policy v4 supersedes v3 with effect from 1 April 2051 (the Effective Date)",
      "Under v4 §7.2 the KIT day allowance rises from 10 to 12",
      "Appendix B (Shared Parental Leave worked examples) has been rewritten in v4"]),
    ("02/03/2051",
     "02/03/2051 - FAQ entries now live on the intranet. Q: When must I tell the Company I'm pregnant? A: by the end "
     "of the 15th week before your EWC; MATB1 available from week 20. Q: Do I have to repay EMP if I don't come "
     "back? A: only the 50% portion, and only if you leave within 6 months of your Return Date (§5.6)",
     ["Employees must notify the Company of pregnancy by the end of the 15th week before the EWC; MATB1 is "
      "available from week 20",
      "Only the 50% portion of EMP is repayable, and only if the employee leaves within 6 months of the Return Date "
      "(§5.6)"]),
    ("Mon 3 Apr",
     "Mon 3 Apr - reminder re §8 phased return: up to 4 wks at 80% hours on full pay, request to line manager + "
     "People team min. 8 weeks before the Return Date. (Not a contractual right - managers to consider each req.)",
     ["§8 phased return: up to 4 weeks at 80% hours on full pay",
      "Phased return requests go to the line manager and People team at least 8 weeks before the Return Date"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="halden-hr-pol-014"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "EMP is now 20 weeks at 100% of basic salary" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "hi, how many weeks at full pay do I get on enhanced maternity? EWC is 11/9/51, been here since 2049"
    with turn_span("question Mon 22/5/2051"):
        hits = []
        for query in ("enhanced maternity pay weeks full pay", "EMP §5.1", "family leave policy version"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 22 May 2051. You are talking to Kasia Nowak, an employee of Halden Analytics Ltd "
                   "(joined 2049; EWC 11 September 2051)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("20 weeks", "6 weeks at 50%", "as amended")), stored
        assert any("16 weeks at 100% of basic salary" in c for c in context), context
        assert any("rises from 10 to 12" in s for s in stored), stored
        reply = answer(question, context, mock="16 weeks at full basic salary (§5.1), then 10 weeks at 50% plus SMP, "
                                               "then SMP only.")
finish(question, expected="20 weeks at full basic salary - v4 §5.1 as amended applies, as her EWC is after the "
                          "1 April 2051 Effective Date", actual=reply)
