"""Batch 391 (held out). A Baptist church's homecoming: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Sycamore Grove Baptist Church hold homecoming on Sun 10/8/2051 - preaching at 10:30, dinner on the grounds
under the shelter after, the Calloway Family singing at 1:30p. Sister Bonnie Withrow (the pastor's wife) keeps the
covered-dish list by chatting with the church's helper; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the day and the meats signed up so far - Opal a
ham, Darlene her fried chicken, Wanda a meatloaf. Turn 2 is the tables. In turn 3 Bonnie says to scrub Darlene's
chicken - her oven went out and she can't get it fixed till the 1st, she's bringing deviled eggs instead - and Roy
will smoke a pork shoulder, he's already got the smoker hooked to the truck. Turns 4 to 8 are the singers, the
bulletin proof she typed up last week (still "MEATS: ham (Opal), fried chicken (Darlene), meatloaf (Wanda)", she'll
fix it), the desserts, the drinks and the paper goods. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Thu 10/5, Bonnie): "what meats have we got coming for homecoming? want to make sure there's
enough to go around" -> expected the ham (Opal), the meatloaf (Wanda) and the smoked pork shoulder (Roy) - no fried
chicken. The assistant says ham, fried chicken and meatloaf.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that took
the fried chicken off and put the pork shoulder on was in the history and in every window from turn 3 to turn 8,
and this trim cut it from the window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and
missing from turn 9's (nothing on the pork shoulder, the oven or the deviled eggs); the bulletin proof, the desserts
and the drinks are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b391_langchain_church_homecoming_meats_list_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what meats have we got coming for homecoming? want to make sure there's enough to go around"
TURNS = [
    ("HOMECOMING Sun 10/8 🙏 preaching 10:30, dinner on the grounds under the shelter after, Calloway Family singing "
     "1:30p. meats so far - Opal a ham, Darlene her fried chicken, Wanda a meatloaf. help me keep up with it all",
     "Glad to - homecoming Sun 10/8: preaching at 10:30, dinner on the grounds under the shelter after, the Calloway "
     "Family at 1:30p. Meats so far: Opal a ham, Darlene fried chicken, Wanda a meatloaf."),
    ("Roy + the men setting up tables under the shelter Sat 10/7 9a, 12 tables. if it rains we'll go in the "
     "fellowship hall",
     "Tables: Roy and the men set up 12 under the shelter Sat 10/7 at 9a; the fellowship hall if it rains."),
    ("scrub Darlene's chicken, her oven went out on her + she can't get it fixed till the 1st, bless her heart. "
     "she's bringing deviled eggs instead. Roy says he'll smoke a pork shoulder, he's already got the smoker hooked "
     "to the truck 😂",
     "Got it - no fried chicken from Darlene, she's bringing deviled eggs; Roy's smoking a pork shoulder. Meats now: "
     "Opal's ham, Wanda's meatloaf and Roy's pork shoulder."),
    ("the Calloway Family's confirmed, they want a love offering took up + a plate fixed for them before they sing",
     "The Calloway Family are confirmed: a love offering, and a plate fixed for them before they sing."),
    ("here's what I typed up for the bulletin last wk - 'HOMECOMING 10/8 ... Dinner on the grounds. MEATS: ham "
     "(Opal), fried chicken (Darlene), meatloaf (Wanda). SIDES: bring what you're good at!' I'll fix it, can you "
     "check my spelling",
     "The spelling looks fine; just fix the wording you mentioned before it's printed."),
    ("desserts - Ruby's banana pudding, Jean 2 apple stack cakes, Faye a sheet cake, Mildred's fried pies",
     "Desserts: Ruby's banana pudding, two apple stack cakes from Jean, Faye's sheet cake and Mildred's fried pies."),
    ("drinks - sweet tea + unsweet, the youth are doing it, ice from the Go-Mart Sun morning. 4 coolers",
     "Drinks: sweet and unsweet tea from the youth, four coolers, ice from the Go-Mart on Sunday morning."),
    ("paper goods - plates, cups, forks + napkins out of the bake sale money, Loretta picked em up at Sam's",
     "Paper goods are covered - Loretta picked up plates, cups, forks and napkins at Sam's with the bake sale money."),
    (QUESTION,
     "You've got Opal's ham, Darlene's fried chicken and Wanda's meatloaf - that ought to go a long way with all the "
     "sides."),
]
WINDOW = 11
GONE = ("pork", "deviled", "oven", "smoker")


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
            assert any("MEATS: ham (Opal), fried chicken (Darlene), meatloaf (Wanda)" in str(m.content)
                       for m in window), window
            assert any("Ruby's banana pudding" in str(m.content) for m in window), window
            assert any("sweet tea + unsweet" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("Roy says he'll smoke a pork shoulder" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sister Bonnie's chat - she's the pastor's wife at Sycamore Grove "
                                            "Baptist Church; today Thu 10/5/2051, homecoming is Sun 10/8)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Opal's ham, Wanda's meatloaf and Roy's smoked pork shoulder - Darlene's oven went out so "
                          "no fried chicken", actual=reply)
