"""Batch 346 (held out). A sports club's constitution and bylaws: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: Kingsmead Rowing Club hold their AGM on Sat 13 May 2051 in the boathouse. Ifeoma Adeyemi (Hon. Secretary)
drafts the AGM papers with the club's governance helper, pasting clauses of the Constitution and minutes as she
goes; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the AGM date and the notice period (clause 9.2);
turn 2 the quorum (clause 9.4). In turn 3 she records that Dr Paul Renshaw resigned as Membership Secretary by
letter of 28 January 2051, effective 31 January; the Committee co-opted Meera Shah to the casual vacancy under
clause 11.6, and under 11.6 a co-opted officer holds office only until the next AGM, so Membership Secretary must go
to election at this AGM. Turns 4 to 8: a bylaw change on boat bookings, the draft subscriptions schedule, the draft
notice paragraph (under clause 8.3 the Chair, Ruth Akintola, and the Hon. Treasurer, Graham Pell, retire by
rotation and offer themselves for re-election), a members' motion and the accounts. By turn 9 the trim drops turns
1 to 3; turns 4 to 8 stay. Question (turn 9, Weds 19 April 2051): "which officer posts are up for election at the
AGM? I need to list them on the nomination form" -> expected Chair, Hon. Treasurer and Membership Secretary. The
assistant lists the Chair and the Hon. Treasurer.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put the
Membership Secretary's post to election was in the history and in every window from turn 3 to turn 8, and this
trim cut it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing
from turn 9's (nothing on the Membership Secretary, Renshaw, co-option or clause 11.6); the notice paragraph with
the Chair and the Treasurer is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b346_langchain_rowing_club_agm_posts_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "which officer posts are up for election at the AGM? I need to list them on the nomination form"
TURNS = [
    ("AGM fixed by Committee: Sat 13 May 2051, 10:30, boathouse upper room. Cl. 9.2 - not less than 21 clear days' "
     "notice to all Full Members, by email to the address on the membership register. Can you help me keep the AGM "
     "papers straight?",
     "Of course. AGM Saturday 13 May 2051 at 10:30 in the boathouse upper room; under clause 9.2 notice must reach "
     "Full Members at least 21 clear days before, by email."),
    ("Cl. 9.4 (quorum): 20 Full Members or 10% of the Full Members, whichever is the lower. Register has 164 Full "
     "Members as at 1 April.",
     "With 164 Full Members, 10% is 16.4, so the quorum under clause 9.4 is 17 (lower than 20)."),
    ("For the record: Dr Paul Renshaw resigned as Membership Secretary by letter dated 28 January 2051, effective "
     "31 January. Committee co-opted Meera Shah to fill the casual vacancy under cl. 11.6 (minute 2051/04). NB under "
     "11.6 a co-opted officer holds office only until the next AGM - so Membership Secretary has to go to election "
     "at this one.",
     "Noted: Membership Secretary is a casual vacancy filled by co-option (Meera Shah) under clause 11.6, so that "
     "post must be put to election at the 13 May AGM."),
    ("Bylaw 7 (boat bookings) as amended by Committee 2 March: private boats have priority on the water before "
     "08:00 only; club boats bookable 7 days ahead via the app.",
     "Bylaw 7 as amended: private boats have priority before 08:00 only; club boats can be booked 7 days ahead."),
    ("Draft Schedule 2 (Subscriptions) for approval at the AGM, with effect from 1 June 2051: Senior GBP 420, "
     "Student GBP 210, Junior GBP 144, Social GBP 60 (all per annum).",
     "Draft Schedule 2 from 1 June 2051: Senior 420, Student 210, Junior 144, Social 60 per year."),
    ("Draft notice, para 3: 'Under clause 8.3 the Chair (Ruth Akintola) and the Hon. Treasurer (Graham Pell) retire "
     "by rotation and, being eligible, offer themselves for re-election. Nominations for any office, proposed and "
     "seconded by Full Members, must reach the Hon. Secretary by 29 April 2051 (cl. 8.5).'",
     "Para 3 reads well; the nomination deadline of 29 April fits clause 8.5."),
    ("Motion 1 received 2 April: 'That clause 4.2 be amended to give Social Members a vote at General Meetings.' "
     "Proposer Kev Dunn, seconder Ann Lowe. Needs 2/3 of those voting (cl. 15.1).",
     "Motion 1 (Social Members' vote, amending clause 4.2) is a constitutional amendment needing a two-thirds "
     "majority under clause 15.1."),
    ("Accounts: independent examiner (Harwood & Co) signed off the year to 31 Dec 2050 on 30 March. Surplus GBP "
     "3,412; boat fund GBP 18,900.",
     "The 2050 accounts were signed off on 30 March: surplus 3,412, boat fund 18,900."),
    (QUESTION,
     "Two posts: the Chair (Ruth Akintola) and the Hon. Treasurer (Graham Pell), both retiring by rotation under "
     "clause 8.3."),
]
WINDOW = 11
GONE = ("membership secretary", "renshaw", "co-opt", "11.6")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("the Chair (Ruth Akintola) and the Hon. Treasurer (Graham Pell) retire" in str(m.content)
                       for m in window), window
            assert any("Motion 1 received 2 April" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Membership Secretary has to go to election" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Ifeoma's chat - Hon. Secretary of Kingsmead Rowing Club; today Weds 19 "
                                            "April 2051, the AGM is Sat 13 May 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Chair, Hon. Treasurer and Membership Secretary (the co-opted post goes to election under "
                          "cl. 11.6)", actual=reply)
