"""Batch 132 (held out). A dog show secretary's chat: LangChain InMemoryChatMessageHistory + trim_messages (last 12
messages), one root span per turn.

App: Rita is show secretary of the Hadley & District companion dog show and keeps a running chat with the helper in
show week (rings, judges, rosettes, the field); each turn the chat is trimmed to its last 12 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Rita says Mrs Okafor, the terrier judge, texted -
her train from Leeds doesn't get in till 12.40 - so the terrier classes in ring 2 are after lunch, 1.30pm, Jack
Russells first, and the gundogs go in ring 2 at 10 instead; and, in passing, that the rosettes came with the wrong
year on. In turn 2 she pastes the ring plan from the catalogue that went to the printer on the 10th, to tidy up for
the website: RING 1 10am pedigree puppy, 11.30 open, RING 2 10am terriers (JRT, Border, any other), 1.30pm gundogs,
RING 3 fun classes from 11. By turn 7 the trim drops turn 1; the pasted ring plan stays. Question (turn 7, Fri
12/6): "what time are the terriers being judged sun? the border terrier lot want to know when to turn up" ->
expected 1.30pm (after lunch, Mrs Okafor's train). The assistant says 10am.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that moves
the terriers to 1.30 was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted ring plan is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b132_langchain_dogshow_terrier_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time are the terriers being judged sun? the border terrier lot want to know when to turn up"
TURNS = [
    ("Mrs Okafor (terriers) texted - her train from Leeds doesnt get in till 12.40 so the terrier classes are after "
     "lunch, 1.30pm in ring 2, JRTs first. gundogs can go in ring 2 at 10 instead, Mr Pryce is fine with that. "
     "also the rosettes came with 2036 on them ffs, ringing the firm",
     "Noted: terriers move to 1.30pm in ring 2 (Jack Russells first) as Mrs Okafor's train arrives 12.40; gundogs "
     "take ring 2 at 10 with Mr Pryce. Rosettes have the wrong year - you're chasing the firm."),
    ("tidy this up for the website pls, its the ring plan out of the catalogue (went to the printer on the 10th): "
     "RING 1 - 10am pedigree puppy, 11.30 open. RING 2 - 10am terriers (JRT, Border, any other), 1.30pm gundogs. "
     "RING 3 - fun classes from 11, waggiest tail, best rescue, dog the judge would most like to take home. entries "
     "on the day £2 a class, 9.30 till 15 mins before",
     "Ring plan: Ring 1 - 10am pedigree puppy, 11.30 open. Ring 2 - 10am terriers (JRT, Border, any other), 1.30pm "
     "gundogs. Ring 3 - fun classes from 11 (waggiest tail, best rescue, dog the judge would most like to take "
     "home). Entries on the day £2 a class, 9.30 until 15 minutes before each class."),
    ("rosette firm says new ones by thurs, 1st-6th + best in show + reserve. £86, they're knocking £20 off",
     "Replacement rosettes (1st-6th, best in show, reserve) by Thursday, £86 with £20 off."),
    ("field - farmer Jones is cutting it weds, ring ropes + stakes in the scout hut, Dev's van picking them up sat "
     "half 6",
     "Field cut Wednesday; ring ropes and stakes from the scout hut, Dev's van collecting Saturday 6.30."),
    ("judges' lunch - sandwiches for 5 in the committee tent at 12.15, Jean's doing them, one veggie (Mr Pryce)",
     "Judges' lunch for five in the committee tent at 12.15, made by Jean, one vegetarian (Mr Pryce)."),
    ("st john's ambulance confirmed 9-4, and the vet on call is Abbey Vets, 01632 960118",
     "St John's Ambulance 9-4; vet on call Abbey Vets, 01632 960118."),
    (QUESTION,
     "10am in ring 2 - terriers are first thing (JRT, Border, any other), so they want to be there by 9.30 to enter."),
]
WINDOW = 12


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
            assert not any("12.40" in str(m.content) or "1.30pm in ring 2" in str(m.content) for m in window), window
            assert any("RING 2 - 10am terriers" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("terrier classes are after lunch, 1.30pm" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Rita's chat as show secretary of the Hadley & District companion dog "
                                            "show, Sun 14 June 2037; show week from Mon 8 June)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="1.30pm in ring 2 - after lunch, Mrs Okafor's train doesn't get in till 12.40",
       actual=reply)
